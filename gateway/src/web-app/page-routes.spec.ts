import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  asksOnlyForJson,
  DETAIL_PAGES,
  isPageAddress,
  matchPage,
  PLAIN_DETAIL_PAGES,
  STATIC_PAGES,
} from './page-routes.js';

test('every declared page is a page: its own path, and its path with an id, match it', () => {
  for (const path of STATIC_PAGES) assert.deepEqual(matchPage(path), { kind: 'static', path });
  for (const page of DETAIL_PAGES) assert.equal(matchPage(`/${page}/7`)?.kind, 'detail', page);
  for (const page of PLAIN_DETAIL_PAGES) assert.equal(matchPage(`/${page}/x7`)?.kind, 'plain', page);
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

test('isPageAddress: everything but the gateway prefixes and file names', () => {
  // A claim link's signature may end in letters and digits only, like a file extension.
  const claim = `/claim/0b8f3c2e-9d4a-4c1b-8e7f-2a6d5c4b3a19.1795632849315.${'Ab1'.repeat(14)}x`;
  for (const path of ['/', '/product/7', '/nowhere', '/assets', '/apis', '/uploader/x', '/story/', claim])
    assert.equal(isPageAddress(path), true, path);
  for (const path of [
    '/api',
    '/api/products',
    '/health/ready',
    '/uploads/a/b.mp4',
    '/uploads/x',
    '/logo.png',
  ])
    assert.equal(isPageAddress(path), false, path);
});

test('asksOnlyForJson: only a JSON-only Accept header; what fetchers and browsers send gets the page', () => {
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  for (const accept of [undefined, '', '*/*', browser, 'text/html', 'text/*', 'image/webp,*/*'])
    assert.equal(asksOnlyForJson(accept), false, String(accept));
  assert.equal(asksOnlyForJson('application/json, text/plain, */*'), false, "axios's default");
  assert.equal(asksOnlyForJson('application/json;q=0.9, text/html'), false);
  for (const accept of [
    'application/json',
    'Application/JSON; charset=utf-8',
    'application/ld+json',
    'application/json, text/plain',
    'application/json, text/html;q=0',
  ])
    assert.equal(asksOnlyForJson(accept), true, accept);
});
