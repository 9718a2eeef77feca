import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchTerms } from './search-terms.js';

test('queries under 3 characters, missing or repeated, search nothing', () => {
  assert.deepEqual(searchTerms('ab'), []);
  assert.deepEqual(searchTerms('  ab  '), []);
  assert.deepEqual(searchTerms(undefined), []);
  assert.deepEqual(searchTerms(['walnut', 'oak']), []);
});

test('a query is split into at most 6 words', () => {
  assert.deepEqual(searchTerms(' walnut   table '), ['walnut', 'table']);
  assert.deepEqual(searchTerms('a b c d e f g h'), ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.equal(searchTerms('x'.repeat(500))[0]?.length, 100);
});
