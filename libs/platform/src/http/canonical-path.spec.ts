import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { nonCanonicalPathReason } from './canonical-path.js';

describe('nonCanonicalPathReason', () => {
  test('canonical paths pass, whatever their case, query or trailing slash', () => {
    for (const path of [
      '/',
      '/api/artists',
      '/api/artists/',
      '/api/products/DECOMMISSIONED',
      '/api/products/search?q=oak%2Fash&x=./..',
      '/assets/app-abc123.js',
      '/api/artists/Ama%20ra',
    ])
      assert.equal(nonCanonicalPathReason(path), undefined, path);
  });

  test('empty, dot and encoded separators are refused with a reason', () => {
    for (const path of [
      '//api/artists',
      '/api//artists',
      '/api/artists//',
      '/api/./products/decommissioned',
      '/api/products/../collections',
      '/api/products/..',
      '/api/products/.',
      '/api/products%2Fdecommissioned',
      '/api/products%2fdecommissioned',
      '/api/products/%2E%2E/collections',
      '/api/products/%2e',
      '/api\\products',
      '/api/products%5Cdecommissioned',
      'api/artists',
    ])
      assert.ok(nonCanonicalPathReason(path), `accepted ${path}`);
  });
});
