import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRouteMatcher } from './route-matcher.js';
import { routeTable } from './route-table.js';

const match = createRouteMatcher(routeTable);
const routeOf = (method: string, path: string) => {
  const found = match(method, path);
  return found.kind === 'found'
    ? `${found.route.service} ${found.route.access} ${found.route.path}`
    : found.kind;
};

test('literal segments beat parameters', () => {
  assert.equal(routeOf('GET', '/api/products/search'), 'catalog public /api/products/search');
  assert.equal(routeOf('GET', '/api/products/decommissioned'), 'catalog admin /api/products/decommissioned');
  assert.equal(routeOf('GET', '/api/products/12'), 'catalog public /api/products/:id');
  assert.equal(routeOf('GET', '/api/collections/active'), 'catalog public /api/collections/active');
  assert.equal(
    routeOf('GET', '/api/custom-orders/unread-count'),
    'notifications admin /api/custom-orders/unread-count',
  );
  assert.equal(
    routeOf('DELETE', '/api/cart/clear/abc'),
    'cart-checkout public-write /api/cart/clear/:sessionId',
  );
});

test('owners and access follow the spec', () => {
  assert.equal(
    routeOf('POST', '/api/coming-soon/4/notify'),
    'notifications public-write /api/coming-soon/:id/notify',
  );
  assert.equal(
    routeOf('GET', '/api/coming-soon/4/signups'),
    'notifications admin /api/coming-soon/:id/signups',
  );
  assert.equal(routeOf('POST', '/api/products/4/like'), 'catalog public-write /api/products/:id/like');
  assert.equal(
    routeOf('PATCH', '/api/story-hero-media/2/activate'),
    'admin-media admin /api/story-hero-media/:id/activate',
  );
});

test('unknown paths and wrong methods are told apart', () => {
  assert.equal(routeOf('GET', '/api/unknown'), 'none');
  assert.equal(routeOf('GET', '/api/products/1/2/3'), 'none');
  assert.deepEqual(match('PUT', '/api/artists/1'), {
    kind: 'wrong-method',
    allowed: ['GET', 'PATCH', 'DELETE'],
  });
});

test('every route in the table is unique', () => {
  const keys = routeTable.map((route) => `${route.method} ${route.path}`);
  assert.equal(new Set(keys).size, keys.length);
});
