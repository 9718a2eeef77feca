import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isSessionSpecificPath,
  mayStoreInEdgeCache,
  mayUseEdgeCache,
  publicReadPrefixesByService,
} from './edge-cacheability.js';

describe('mayUseEdgeCache', () => {
  test('public GET and HEAD only', () => {
    assert.equal(mayUseEdgeCache({ method: 'GET', path: '/api/artists', access: 'public' }), true);
    assert.equal(mayUseEdgeCache({ method: 'HEAD', path: '/api/artists/3', access: 'public' }), true);
    assert.equal(
      mayUseEdgeCache({ method: 'POST', path: '/api/products/3/like', access: 'public-write' }),
      false,
    );
    assert.equal(mayUseEdgeCache({ method: 'GET', path: '/api/collections', access: 'admin' }), false);
    assert.equal(mayUseEdgeCache({ method: 'GET', path: '/api/stats', access: 'admin' }), false);
  });

  test('never session-specific answers', () => {
    assert.equal(mayUseEdgeCache({ method: 'GET', path: '/api/cart', access: 'public' }), false);
    assert.equal(mayUseEdgeCache({ method: 'GET', path: '/api/products/3/liked', access: 'public' }), false);
    assert.equal(
      mayUseEdgeCache({ method: 'GET', path: '/api/coming-soon/3/liked', access: 'public' }),
      false,
    );
    assert.equal(
      mayUseEdgeCache({ method: 'GET', path: '/api/checkout/confirmation', access: 'public' }),
      false,
    );
    assert.equal(isSessionSpecificPath('/api/cart/clear/abc'), true);
    assert.equal(isSessionSpecificPath('/api/cartography'), false);
  });
});

describe('mayStoreInEdgeCache', () => {
  const ok = {
    method: 'GET',
    status: 200,
    headers: { 'content-type': 'application/json' },
    bodyBytes: 1700,
    maxEntryBytes: 1024 * 1024,
  };

  test('a GET 200 without cookie that fits', () => assert.equal(mayStoreInEdgeCache(ok), true));
  test('not a HEAD (no body to store)', () =>
    assert.equal(mayStoreInEdgeCache({ ...ok, method: 'HEAD' }), false));
  test('not an error, redirect or 304', () => {
    for (const status of [201, 204, 301, 304, 404, 500, 503])
      assert.equal(mayStoreInEdgeCache({ ...ok, status }), false, String(status));
  });
  test('not an answer that sets a cookie', () =>
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { 'set-cookie': ['sid=1'] } }), false));
  test('not what the service marks private or no-store', () => {
    for (const cc of ['no-store', 'private', 'private, max-age=0', 'public, no-store'])
      assert.equal(mayStoreInEdgeCache({ ...ok, headers: { 'cache-control': cc } }), false, cc);
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { 'cache-control': 'public, no-cache' } }), true);
  });
  test('not a content-encoded body, nor one that varies on a request header', () => {
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { 'content-encoding': 'gzip' } }), false);
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { vary: 'Cookie' } }), false);
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { vary: 'Accept-Encoding, Origin' } }), false);
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { vary: 'Accept-Encoding' } }), true);
    assert.equal(mayStoreInEdgeCache({ ...ok, headers: { 'content-encoding': 'identity' } }), true);
  });
  test('not bigger than one entry', () =>
    assert.equal(mayStoreInEdgeCache({ ...ok, bodyBytes: 2 * 1024 * 1024 }), false));
});

describe('publicReadPrefixesByService', () => {
  test('public GET paths up to their first parameter, covered prefixes left out', () => {
    const owned = publicReadPrefixesByService([
      { method: 'GET', path: '/api/artists', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/artists/:id', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/collections/active', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/collections/:id', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/collections', service: 'catalog', access: 'admin' },
      { method: 'POST', path: '/api/products', service: 'catalog', access: 'admin' },
      { method: 'GET', path: '/api/products/:id/liked', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/hero-media/active', service: 'admin-media', access: 'public' },
      { method: 'GET', path: '/api/hero-media', service: 'admin-media', access: 'admin' },
      { method: 'GET', path: '/api/custom-orders', service: 'notifications', access: 'admin' },
    ]);
    assert.deepEqual(owned.get('catalog'), [
      { prefix: '/api/artists' },
      { prefix: '/api/collections' },
      { prefix: '/api/products' },
    ]);
    assert.deepEqual(owned.get('admin-media'), [{ prefix: '/api/hero-media/active' }]);
    assert.equal(owned.get('notifications'), undefined);
  });
});
