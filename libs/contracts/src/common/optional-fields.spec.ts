import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idParamSchema } from './optional-fields.js';

test('ids are positive integers, parsed from URL segments', () => {
  assert.equal(idParamSchema.parse('42'), 42);
  for (const bad of ['0', '-1', '1.5', 'abc', ''])
    assert.equal(idParamSchema.safeParse(bad).success, false, bad);
});
