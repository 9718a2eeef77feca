import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { staleTargetsForEvent, staleTargetsForWrite } from './edge-invalidation.js';

const owned = new Map([
  ['catalog', [{ prefix: '/api/artists' }, { prefix: '/api/collections' }, { prefix: '/api/products' }]],
  ['admin-media', [{ prefix: '/api/hero-media/active' }]],
]);

describe('staleTargetsForEvent', () => {
  test("a known event: its own targets from the contracts' map", () =>
    assert.deepEqual(
      staleTargetsForEvent({ type: 'catalog.collection.deleted', payload: { collectionId: 1 } }, owned),
      [{ prefix: '/api/collections' }, { prefix: '/api/coming-soon' }],
    ));
  test('an unknown event: everything its service owns', () =>
    assert.deepEqual(
      staleTargetsForEvent({ type: 'catalog.auction.closed', payload: {} }, owned),
      owned.get('catalog'),
    ));
  test('an event of a service without public reads: nothing', () =>
    assert.deepEqual(staleTargetsForEvent({ type: 'notifications.signup.created', payload: {} }, owned), []));
});

describe('staleTargetsForWrite', () => {
  test("a write through the gateway drops its service's public reads", () => {
    assert.deepEqual(
      staleTargetsForWrite({ method: 'PATCH', service: 'catalog' }, 200, owned),
      owned.get('catalog'),
    );
    assert.deepEqual(
      staleTargetsForWrite({ method: 'DELETE', service: 'catalog' }, 204, owned),
      owned.get('catalog'),
    );
    // A 5xx may come after the commit.
    assert.deepEqual(
      staleTargetsForWrite({ method: 'POST', service: 'catalog' }, 502, owned),
      owned.get('catalog'),
    );
  });
  test('reads and rejected writes drop nothing', () => {
    assert.deepEqual(staleTargetsForWrite({ method: 'GET', service: 'catalog' }, 200, owned), []);
    assert.deepEqual(staleTargetsForWrite({ method: 'POST', service: 'catalog' }, 400, owned), []);
    assert.deepEqual(staleTargetsForWrite({ method: 'POST', service: 'cart-checkout' }, 201, owned), []);
  });
  test("a shopper's action on one item drops that item and its family's list, not the catalogue", () => {
    const like = {
      method: 'POST',
      service: 'catalog',
      access: 'public-write',
      path: '/api/products/:id/like',
    } as const;
    assert.deepEqual(staleTargetsForWrite(like, 200, owned, '/api/products/7/like'), [
      { path: '/api/products' },
      { prefix: '/api/products/7' },
    ]);
    const favourite = { ...like, path: '/api/coming-soon/:id/like' };
    assert.deepEqual(staleTargetsForWrite(favourite, 200, owned, '/api/coming-soon/3/like?x=1'), [
      { path: '/api/coming-soon' },
      { prefix: '/api/coming-soon/3' },
    ]);
    // Without the request's path, or for an admin route of the same shape, the whole service drops.
    assert.deepEqual(staleTargetsForWrite(like, 200, owned), owned.get('catalog'));
    const convert = { ...like, access: 'admin', path: '/api/coming-soon/:id/convert' } as const;
    assert.deepEqual(
      staleTargetsForWrite(convert, 200, owned, '/api/coming-soon/3/convert'),
      owned.get('catalog'),
    );
  });
});
