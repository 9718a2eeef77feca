import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DETAIL_PAGES, matchPage, PLAIN_DETAIL_PAGES, STATIC_PAGES } from './page-routes.js';

// dist/src/web-app/ -> repository root
const routesTsx = readFileSync(new URL('../../../../web/src/app/routes.tsx', import.meta.url), 'utf8');

test('the gateway knows exactly the pages web/src/app/routes.tsx declares', () => {
  const declared = [...routesTsx.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
  const hasIndex = /index: true/.test(routesTsx);
  // A page's one parameter may have any name (/orders/:token); the gateway only needs its place.
  const fromWeb = [
    ...(hasIndex ? ['/'] : []),
    ...declared.map((p) => `/${p.replace(/:\w+$/, ':id')}`),
  ].sort();
  const fromGateway = [
    ...STATIC_PAGES,
    ...[...DETAIL_PAGES, ...PLAIN_DETAIL_PAGES].map((page) => `/${page}/:id`),
  ].sort();
  assert.deepEqual(fromGateway, fromWeb);
});

test('matchPage: known pages, detail ids, trailing slash, and unknown paths', () => {
  assert.deepEqual(matchPage('/'), { kind: 'static', path: '/' });
  assert.deepEqual(matchPage('/story/'), { kind: 'static', path: '/story' });
  assert.deepEqual(matchPage('/admin'), { kind: 'static', path: '/admin' });
  assert.deepEqual(matchPage('/privacy'), { kind: 'static', path: '/privacy' });
  assert.deepEqual(matchPage('/terms/'), { kind: 'static', path: '/terms' });
  assert.equal(matchPage('/privacy/policy'), undefined);
  assert.deepEqual(matchPage('/product/12'), { kind: 'detail', page: 'product', id: '12' });
  assert.deepEqual(matchPage('/coming-soon/3/'), { kind: 'detail', page: 'coming-soon', id: '3' });
  assert.deepEqual(matchPage(`/orders/${'a'.repeat(32)}`), { kind: 'plain', page: 'orders' });
  assert.equal(matchPage('/product'), undefined);
  assert.equal(matchPage('/product/1/extra'), undefined);
  assert.deepEqual(matchPage('/cart'), { kind: 'static', path: '/cart' });
  assert.deepEqual(matchPage('/checkout/7'), { kind: 'plain', page: 'checkout' });
  assert.equal(matchPage('/checkout'), undefined);
  assert.equal(matchPage('/carts'), undefined);
  assert.equal(matchPage('/admin/x'), undefined);
});
