import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PublicReadCache } from './public-read-cache.js';

test('serves a read once until cleared', async () => {
  const cache = new PublicReadCache(60_000);
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await cache.get('k', load), 1);
  assert.equal(await cache.get('k', load), 1);
  cache.clear();
  assert.equal(await cache.get('k', load), 2);
});

test('a read in flight when the cache is cleared is not kept', async () => {
  const cache = new PublicReadCache(60_000);
  let release!: (value: string) => void;
  const stale = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
  cache.clear(); // a write committed while the read was running
  release('before the write');
  assert.equal(await stale, 'before the write');
  assert.equal(await cache.get('k', async () => 'after the write'), 'after the write');
});

test('failures are not cached, and entries expire', async () => {
  const cache = new PublicReadCache(0);
  await assert.rejects(cache.get('k', () => Promise.reject(new Error('down'))));
  assert.equal(await cache.get('k', async () => 'up'), 'up');
  assert.equal(await cache.get('k', async () => 'fresh'), 'fresh', 'a zero TTL never serves from the cache');
});
