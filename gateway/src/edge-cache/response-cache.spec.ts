import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ResponseCache } from './response-cache.js';
import { strongEtag } from './http-caching.js';

const MiB = 1024 * 1024;

const answer = (text: string) => {
  const body = Buffer.from(text);
  return { body, contentType: 'application/json; charset=utf-8', etag: strongEtag(body) };
};

/** A clock the tests move by hand. */
const manualClock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

const storeNow = (cache: ResponseCache, pathAndQuery: string, text: string) =>
  cache.store(cache.beginRead(), pathAndQuery, answer(text));

describe('ResponseCache', () => {
  test('an unbounded stream of distinct public URLs leaves its size bounded by maxBytes', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    const body = JSON.stringify({ id: 0, name: 'x'.repeat(300) });
    let maxSeen = 0;
    for (let i = 0; i < 100_000; i++) {
      assert.equal(storeNow(cache, `/api/artists/${i}?utm=${i}`, body), true);
      const { sizeBytes } = cache.stats();
      if (sizeBytes > maxSeen) maxSeen = sizeBytes;
    }
    const stats = cache.stats();
    assert.ok(maxSeen <= MiB, `size reached ${maxSeen} bytes, above ${MiB}`);
    assert.ok(stats.sizeBytes > MiB / 2, 'the cache is actually used up to near its bound');
    assert.equal(stats.stores, 100_000);
    assert.equal(stats.evictions, 100_000 - stats.entries);
    // The oldest are gone, the newest are served.
    assert.equal(cache.get('GET', '/api/artists/0?utm=0'), undefined);
    assert.equal(cache.get('GET', '/api/artists/99999?utm=99999')?.body.toString(), body);
  });

  test('every entry is charged a fixed overhead, so tiny answers are bounded too', () => {
    const cache = new ResponseCache({ maxBytes: 64 * 1024, ttlMs: 60_000 });
    for (let i = 0; i < 10_000; i++) storeNow(cache, `/api/products?page=${i}`, '');
    const { entries, sizeBytes } = cache.stats();
    assert.ok(sizeBytes <= 64 * 1024);
    assert.ok(entries < 256, `${entries} empty answers kept in 64 KiB`);
  });

  test('a body that is a view into a larger block is stored in a block of its own size', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    const block = Buffer.alloc(64 * 1024, 'a');
    const view = block.subarray(100, 1800);
    cache.store(cache.beginRead(), '/api/collections/active', { ...answer(''), body: view });
    const stored = cache.get('GET', '/api/collections/active')?.body;
    assert.ok(stored);
    assert.equal(stored.buffer.byteLength, 1700);
    assert.ok(stored.equals(view));
  });

  test('least recently used goes first', () => {
    const cache = new ResponseCache({ maxBytes: 1350, ttlMs: 60_000, maxEntryBytes: 600 }); // ~442 bytes an entry: 3 fit;
    const body = 'y'.repeat(50);
    storeNow(cache, '/a', body);
    storeNow(cache, '/b', body);
    storeNow(cache, '/c', body);
    assert.ok(cache.get('GET', '/a')); // /a is now the most recent
    storeNow(cache, '/d', body);
    assert.ok(cache.get('GET', '/a'));
    assert.equal(cache.get('GET', '/b'), undefined);
  });

  test('keys are method, path and query; HEAD is served from the GET entry', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    storeNow(cache, '/api/products?page=1', '[1]');
    assert.equal(cache.get('HEAD', '/api/products?page=1')?.body.toString(), '[1]');
    assert.equal(cache.get('head', '/api/products?page=1')?.body.toString(), '[1]');
    assert.equal(cache.get('GET', '/api/products?page=2'), undefined);
    assert.equal(cache.get('GET', '/api/products'), undefined);
    assert.equal(cache.get('POST', '/api/products?page=1'), undefined);
    assert.equal(ResponseCache.key('HEAD', '/x?y=1'), ResponseCache.key('GET', '/x?y=1'));
  });

  test('hit() answers a stored entry and counts it, and counts nothing when there is none', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    storeNow(cache, '/api/artists?page=1', '[1]');
    assert.equal(cache.hit('HEAD', '/api/artists?page=1')?.body.toString(), '[1]');
    assert.equal(cache.hit('GET', '/api/artists?page=2'), undefined);
    assert.equal(cache.stats().hits, 1);
    assert.equal(
      cache.stats().misses,
      0,
      'a request without an entry is looked up again, and counted, later',
    );
    assert.equal(
      cache.hit('GET', '/api/artists?page=1')?.route,
      '/api/artists',
      'the label defaults to the path',
    );
    assert.equal(new ResponseCache({ maxBytes: 0, ttlMs: 60_000 }).hit('GET', '/api/artists'), undefined);
  });

  test('a read that began before an invalidation never stores its answer after it', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    const ticket = cache.beginRead(); // the read goes to the service...
    cache.invalidate([{ prefix: '/api/artists' }]); // ...a write's event arrives meanwhile...
    assert.equal(cache.store(ticket, '/api/artists', answer('[old]')), false); // ...its answer is dropped
    assert.equal(cache.get('GET', '/api/artists'), undefined);
    assert.equal(cache.stats().staleStoresRefused, 1);
    // clear() guards the same way; a read begun after the invalidation stores normally.
    const second = cache.beginRead();
    cache.clear();
    assert.equal(cache.store(second, '/api/artists', answer('[old]')), false);
    assert.equal(storeNow(cache, '/api/artists', '[new]'), true);
    assert.equal(cache.get('GET', '/api/artists')?.body.toString(), '[new]');
  });

  test('the TTL is a backstop: an entry older than it is not served', () => {
    const clock = manualClock();
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 30_000, now: clock.now });
    storeNow(cache, '/api/collections/active', '[]');
    clock.advance(29_000);
    assert.ok(cache.get('GET', '/api/collections/active'));
    clock.advance(2_000);
    assert.equal(cache.get('GET', '/api/collections/active'), undefined);
    assert.equal(cache.stats().entries, 0);
  });

  test('invalidation by prefix drops that family (every query) and keeps the rest', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    for (const path of [
      '/api/artists',
      '/api/artists?sort=name',
      '/api/artists/7',
      '/api/artists-archive',
      '/api/collections/active',
      '/api/products/7',
      '/api/products',
    ])
      storeNow(cache, path, path);
    assert.equal(cache.invalidate([{ prefix: '/api/artists' }, { path: '/api/products/7' }]), 4);
    const left = ['/api/artists-archive', '/api/collections/active', '/api/products'];
    for (const path of left) assert.ok(cache.get('GET', path), `${path} kept`);
    for (const path of ['/api/artists', '/api/artists?sort=name', '/api/artists/7', '/api/products/7'])
      assert.equal(cache.get('GET', path), undefined, `${path} dropped`);
    cache.clear();
    assert.equal(cache.stats().entries, 0);
    assert.equal(cache.stats().sizeBytes, 0);
  });

  test('an answer larger than one entry may be is not stored', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000, maxEntryBytes: 1024 });
    assert.equal(storeNow(cache, '/big', 'z'.repeat(2048)), false);
    assert.equal(storeNow(cache, '/small', 'z'.repeat(100)), true);
    assert.equal(cache.get('GET', '/big'), undefined);
  });

  test('maxBytes 0 turns it off: nothing stored, nothing served', () => {
    const cache = new ResponseCache({ maxBytes: 0, ttlMs: 60_000 });
    assert.equal(cache.enabled, false);
    assert.equal(storeNow(cache, '/api/artists', '[]'), false);
    assert.equal(cache.get('GET', '/api/artists'), undefined);
    assert.equal(cache.invalidate([{ prefix: '/api' }]), 0);
    assert.deepEqual(
      { entries: cache.stats().entries, sizeBytes: cache.stats().sizeBytes },
      { entries: 0, sizeBytes: 0 },
    );
  });

  test('counts hits, misses and stores', () => {
    const cache = new ResponseCache({ maxBytes: MiB, ttlMs: 60_000 });
    cache.get('GET', '/a');
    storeNow(cache, '/a', '1');
    cache.get('GET', '/a');
    cache.get('HEAD', '/a');
    const { hits, misses, stores, invalidations } = cache.stats();
    assert.deepEqual(
      { hits, misses, stores, invalidations },
      { hits: 2, misses: 1, stores: 1, invalidations: 0 },
    );
  });

  test('rejects a negative or fractional maxBytes, and a TTL that is not a duration', () => {
    assert.throws(() => new ResponseCache({ maxBytes: -1, ttlMs: 1000 }), /maxBytes/);
    assert.throws(() => new ResponseCache({ maxBytes: 1.5, ttlMs: 1000 }), /maxBytes/);
    assert.throws(() => new ResponseCache({ maxBytes: 1024, ttlMs: 0 }), /ttlMs/);
  });
});
