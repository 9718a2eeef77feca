import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createEdgeCache, EdgeCache, type EdgeRequest, type UpstreamAnswer } from './edge-cache.js';
import { CACHE_CONTROL } from '@atelier/platform';
import { ResponseCache } from './response-cache.js';

const owned = new Map([
  ['catalog', [{ prefix: '/api/artists' }, { prefix: '/api/collections' }, { prefix: '/api/products' }]],
]);

const json = (value: unknown): UpstreamAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify(value)),
});

const request = (pathAndQuery: string, extra: Partial<EdgeRequest> = {}): EdgeRequest => ({
  method: 'GET',
  path: pathAndQuery.split('?')[0] ?? pathAndQuery,
  pathAndQuery,
  access: 'public',
  ifNoneMatch: undefined,
  ...extra,
});

/** A gateway in miniature: the edge cache in front of a fake service that counts its calls. */
function gateway(maxBytes = 1024 * 1024) {
  const edge = new EdgeCache(new ResponseCache({ maxBytes, ttlMs: 60_000 }), owned);
  let data: unknown = [{ id: 1, name: 'Spring' }];
  let upstreamCalls = 0;
  const send = (req: EdgeRequest) => {
    const lookup = edge.lookup(req);
    if (lookup.kind === 'hit') return { ...lookup.answer, fromCache: true };
    upstreamCalls++;
    const upstream = json(data);
    if (lookup.kind === 'bypass')
      return {
        statusCode: upstream.status,
        headers: upstream.headers,
        body: upstream.body,
        fromCache: false,
      };
    const answer = edge.completeMiss(req, lookup.ticket, upstream);
    assert.ok(answer);
    return { ...answer, fromCache: false };
  };
  return {
    edge,
    send,
    setData: (value: unknown) => (data = value),
    upstreamCalls: () => upstreamCalls,
  };
}

describe('EdgeCache', () => {
  test('a public read is fetched once, then answered from the cache with the same ETag', () => {
    const g = gateway();
    const first = g.send(request('/api/collections/active'));
    const second = g.send(request('/api/collections/active'));
    assert.equal(first.fromCache, false);
    assert.equal(second.fromCache, true);
    assert.equal(g.upstreamCalls(), 1);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.headers['cache-control'], CACHE_CONTROL.publicRead);
    assert.deepEqual(second.body, first.body);
  });

  test('If-None-Match of the current ETag gets a 304 without a body, from the cache', () => {
    const g = gateway();
    const { headers } = g.send(request('/api/artists'));
    const revalidated = g.send(request('/api/artists', { ifNoneMatch: String(headers.etag) }));
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, undefined);
    assert.equal(g.upstreamCalls(), 1);
  });

  test('HEAD is fetched as GET and then served from the GET entry, without a body', () => {
    const g = gateway();
    const edge = g.edge;
    const lookup = edge.lookup(request('/api/artists', { method: 'HEAD' }));
    assert.equal(lookup.kind, 'miss');
    assert.equal(lookup.kind === 'miss' && lookup.fetchAs, 'GET');
    const head = g.send(request('/api/artists', { method: 'HEAD' }));
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, undefined);
    assert.equal(g.send(request('/api/artists')).fromCache, true);
  });

  test('an event makes the next read fetch the new data; a read in flight does not put the old back', () => {
    const g = gateway();
    g.send(request('/api/artists'));
    g.edge.onEvent({ type: 'catalog.artist.deleted', payload: { artistId: 1 } });
    // The entry is gone: a read misses and goes to the service...
    const inFlight = g.edge.lookup(request('/api/artists'));
    assert.equal(inFlight.kind, 'miss');
    const oldAnswer = json([{ id: 1 }]);
    // ...a write commits and its event arrives before the read's answer...
    g.edge.onEvent({ type: 'catalog.artist.deleted', payload: { artistId: 1 } });
    // ...the old answer is sent to this client but not stored.
    assert.ok(
      inFlight.kind === 'miss' && g.edge.completeMiss(request('/api/artists'), inFlight.ticket, oldAnswer),
    );
    g.setData([]);
    const next = g.send(request('/api/artists'));
    assert.equal(next.fromCache, false);
    assert.equal(next.body?.toString(), '[]');
  });

  test('a write through this gateway is visible on its very next read', () => {
    const g = gateway();
    g.send(request('/api/collections/active'));
    g.setData([]);
    g.edge.afterWrite({ method: 'PUT', service: 'catalog' }, 200);
    assert.equal(g.send(request('/api/collections/active')).body?.toString(), '[]');
  });

  test('an event of an unrelated family keeps the other entries', () => {
    const g = gateway();
    g.send(request('/api/products'));
    g.edge.onEvent({ type: 'catalog.collection.updated', payload: { collection: { id: 1 } } }); // bad shape: all of catalog
    assert.equal(g.send(request('/api/products')).fromCache, false);
    g.send(request('/api/collections/active'));
    g.edge.onEvent({ type: 'catalog.artist.deleted', payload: { artistId: 3 } });
    assert.equal(g.send(request('/api/collections/active')).fromCache, true);
  });

  test('admin and session-specific reads bypass it', () => {
    const g = gateway();
    for (const req of [
      request('/api/collections', { access: 'admin' }),
      request('/api/products/1/liked'),
      request('/api/cart'),
    ]) {
      assert.equal(g.edge.lookup(req).kind, 'bypass');
    }
  });

  test('errors, cookies, private, encoded and varying answers pass through and are not stored', () => {
    const edge = new EdgeCache(new ResponseCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 }), owned);
    const cases: UpstreamAnswer[] = [
      { ...json({ statusCode: 404 }), status: 404 },
      { ...json([]), headers: { 'set-cookie': 'sid=1' } },
      { ...json([]), headers: { 'cache-control': 'private' } },
      { ...json([]), headers: { 'content-encoding': 'br' } },
      { ...json([]), headers: { vary: 'Cookie' } },
    ];
    for (const upstream of cases) {
      const lookup = edge.lookup(request('/api/artists/9'));
      assert.equal(lookup.kind, 'miss');
      assert.equal(
        lookup.kind === 'miss' && edge.completeMiss(request('/api/artists/9'), lookup.ticket, upstream),
        undefined,
      );
    }
    assert.equal(edge.lookup(request('/api/artists/9')).kind, 'miss');
  });

  test('with the cache off public reads still get ETags and 304s, from the service each time', () => {
    const g = gateway(0);
    const first = g.send(request('/api/artists'));
    const revalidated = g.send(request('/api/artists', { ifNoneMatch: `W/${String(first.headers.etag)}` }));
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.fromCache, false);
    assert.equal(g.upstreamCalls(), 2);
  });
});

test('createEdgeCache takes its owners from the route table', () => {
  const edge = createEdgeCache({
    maxBytes: 1024 * 1024,
    routes: [
      { method: 'GET', path: '/api/products/:id', service: 'catalog', access: 'public' },
      { method: 'GET', path: '/api/hero-media/active', service: 'admin-media', access: 'public' },
    ],
  });
  const fill = (path: string) => {
    const lookup = edge.lookup(request(path));
    assert.ok(lookup.kind === 'miss');
    edge.completeMiss(request(path), lookup.ticket, json([]));
  };
  fill('/api/products/4');
  fill('/api/hero-media/active');
  edge.onEvent({ type: 'catalog.product.priced', payload: {} }); // no rule: all the catalog owns
  assert.equal(edge.lookup(request('/api/products/4')).kind, 'miss');
  assert.equal(edge.lookup(request('/api/hero-media/active')).kind, 'hit');
  assert.equal(edge.stats().entries, 1);
  assert.deepEqual(edge.eventTypes(), ['admin-media.#', 'catalog.#']);
  edge.clearAll();
  assert.equal(edge.lookup(request('/api/hero-media/active')).kind, 'miss');
  assert.equal(createEdgeCache({ maxBytes: 0, routes: [] }).stats().enabled, false);
});
