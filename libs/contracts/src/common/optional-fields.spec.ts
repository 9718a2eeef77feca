import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idParamSchema } from './optional-fields.js';

test('ids are positive integers, parsed from URL segments', () => {
  assert.equal(idParamSchema.parse('42'), 42);
  assert.equal(idParamSchema.parse('2147483647'), 2147483647);
  for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '0x10', ' 7', '2147483648', '99999999999999999999'])
    assert.equal(idParamSchema.safeParse(bad).success, false, bad);
});
