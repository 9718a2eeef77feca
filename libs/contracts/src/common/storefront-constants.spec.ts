import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idParamSchema } from './optional-fields.js';
import { parseIdParam } from './storefront-constants.js';

test('parseIdParam reads a page address id exactly as idParamSchema does', () => {
  const cases = [
    '1',
    '17',
    '0',
    '-3',
    '1e3',
    '0x10',
    ' 7',
    '7 ',
    '3.5',
    '',
    'abc',
    '2147483647',
    '2147483648',
    '99999999999',
  ];
  for (const value of cases) {
    const schema = idParamSchema.safeParse(value);
    assert.equal(
      parseIdParam(value),
      schema.success ? schema.data : undefined,
      `for ${JSON.stringify(value)}`,
    );
  }
  assert.equal(parseIdParam(undefined), undefined);
  assert.equal(parseIdParam(null), undefined);
  assert.equal(parseIdParam('2147483647'), 2_147_483_647);
});
