// The gateway's edge cache against real PostgreSQL and RabbitMQ, with a stand-in catalog whose
// answers change when the test says so: ETags, 304s, what is never cached, write-through
// visibility, invalidation by event across two gateway instances, and the memory bound.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { artistUpdatedEvent } from '@atelier/contracts';
import {
  createLogger,
  type EventBus,
  InProcessEventBus,
  newEvent,
  RabbitMqEventBus,
} from '@atelier/platform';
import {
  createTestDatabase,
  createTestVhost,
  type TestDatabase,
  type TestVhost,
  testNamespace,
} from '@atelier/platform/testing';
import { gatewaySettingsSchema, type RunningGateway, startGateway } from '../src/index.js';

const logger = createLogger('gateway', 'silent');
const namespace = testNamespace('edge-cache');
let database: TestDatabase;
let vhost: TestVhost;
let upstream: Server;
let upstreamUrl: string;
/** What the stand-in catalog answers: bumping it changes every answer. */
let version = 1;
/** Requests the stand-in saw, per method and URL. */
const seen = new Map<string, number>();
const lastHeaders: Array<Record<string, string | string[] | undefined>> = [];
const buses: EventBus[] = [];
const gateways: RunningGateway[] = [];

const seenCount = (method: string, url: string) => seen.get(`${method} ${url}`) ?? 0;

async function startEdge(bus: EventBus, settings: Record<string, string> = {}): Promise<RunningGateway> {
  const gateway = await startGateway(
    {
      database: database.connection,
      logger,
      bus,
      upstreams: { catalog: upstreamUrl, 'cart-checkout': upstreamUrl },
    },
    gatewaySettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'curator',
      ADMIN_PASSWORD: 'a-long-test-password',
      INTERNAL_AUTH_SECRET: 'edge-cache-test-secret-0123456789abcdef',
      WEB_DIST_DIR: '/nonexistent',
      ...settings,
    }),
  );
  gateways.push(gateway);
  return gateway;
}

async function rabbitBus(): Promise<RabbitMqEventBus> {
  const bus = new RabbitMqEventBus({ url: vhost.url, namespace, logger });
  buses.push(bus);
  await bus.start();
  return bus;
}

/** Polls until condition() holds (the event's trip through the broker), failing after 10 s. */
async function waitFor(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

before(async () => {
  upstream = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    lastHeaders.push(req.headers);
    req.resume();
    const url = req.url ?? '';
    if (req.method !== 'GET') {
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    if (url.startsWith('/api/artists/404')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ statusCode: 404, version }));
    }
    if (url.startsWith('/api/coming-soon/cookie')) res.setHeader('set-cookie', 'visitor=1; Path=/');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ url, version, filler: 'x'.repeat(2000) }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  database = await createTestDatabase('gateway_edge');
  vhost = await createTestVhost('edge');
});
after(async () => {
  for (const gateway of gateways) await gateway.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
  await vhost?.delete();
  upstream?.close();
});

async function signIn(gateway: RunningGateway) {
  const response = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'curator', password: 'a-long-test-password' }),
  });
  assert.equal(response.status, 200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: response.headers.get('set-cookie')!.split(';')[0], 'x-csrf-token': csrfToken };
}

const read = async (gateway: RunningGateway, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${gateway.url}${path}`, { headers });
  const text = await response.text();
  return { response, text, version: text ? (JSON.parse(text) as { version?: number }).version : undefined };
};

describe('public reads through the edge cache', () => {
  let edge: RunningGateway;
  before(async () => {
    const bus = new InProcessEventBus(logger);
    buses.push(bus);
    edge = await startEdge(bus);
  });

  test('a strong ETag and public no-cache; repeats, 304s and HEADs never reach the service', async () => {
    const first = await read(edge, '/api/artists?page=1');
    assert.equal(first.response.status, 200);
    const etag = first.response.headers.get('etag')!;
    assert.match(etag, /^"[\w-]{27}"$/);
    assert.equal(first.response.headers.get('cache-control'), 'public, no-cache');
    assert.equal(lastHeaders.at(-1)!['accept-encoding'], undefined, 'a miss is fetched as identity bytes');

    const again = await read(edge, '/api/artists?page=1');
    assert.equal(again.text, first.text);
    const notModified = await read(edge, '/api/artists?page=1', { 'if-none-match': `"other", ${etag}` });
    assert.equal(notModified.response.status, 304);
    assert.equal(notModified.text, '');
    assert.equal(notModified.response.headers.get('etag'), etag);
    assert.equal(notModified.response.headers.get('cache-control'), 'public, no-cache');
    assert.equal(notModified.response.headers.get('vary'), 'accept-encoding');
    // Only what updates the stored 200, which keeps its own security headers (RFC 9110 15.4.5).
    assert.match(first.response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(notModified.response.headers.get('content-security-policy'), null);
    assert.equal(notModified.response.headers.get('x-frame-options'), null);
    const head = await fetch(`${edge.url}/api/artists?page=1`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('etag'), etag);
    assert.equal(head.headers.get('content-length'), String(Buffer.byteLength(first.text)));
    assert.equal(await head.text(), '');
    assert.equal(seenCount('GET', '/api/artists?page=1'), 1, 'one fetch served them all');
    assert.notEqual(
      (await read(edge, '/api/artists?page=2')).response.headers.get('etag'),
      etag,
      'the query is part of the key',
    );
  });

  test('a 304 on the very first request (a browser revalidating against a fresh gateway)', async () => {
    const fromAnother = (await read(edge, '/api/collections/active')).response.headers.get('etag')!;
    const cold = await startEdge(new InProcessEventBus(logger));
    const revalidated = await read(cold, '/api/collections/active', { 'if-none-match': fromAnother });
    assert.equal(revalidated.response.status, 304, 'the same bytes give the same ETag on every instance');
    assert.equal(lastHeaders.at(-1)!['if-none-match'], undefined, 'the miss fetched the whole answer');
  });

  test('compressed for clients that accept it, from the same entry', async () => {
    const plain = await read(edge, '/api/products');
    const fetchEncoded = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpGet(
          `${edge.url}/api/products`,
          { headers: { 'accept-encoding': acceptEncoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    const gzipped = await fetchEncoded('gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzipped.body).toString(), plain.text);
    const brotli = await fetchEncoded('gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.body).toString(), plain.text);
    assert.equal(brotli.headers['content-length'], String(brotli.body.length));
    assert.equal(brotli.headers.vary, 'accept-encoding');
    assert.equal(brotli.headers.etag, plain.response.headers.get('etag'));
    assert.equal(seenCount('GET', '/api/products'), 1);
  });

  test('never cached: admin reads, session-specific reads, answers that set a cookie, errors', async () => {
    const admin = await signIn(edge);
    for (const [path, headers] of [
      ['/api/collections', admin],
      ['/api/products/3/liked', {}],
      ['/api/cart', {}],
      ['/api/coming-soon/cookie', {}],
      ['/api/artists/404', {}],
    ] as const) {
      const first = await read(edge, path, headers);
      const second = await read(edge, path, headers);
      assert.equal(seenCount('GET', path), 2, `${path} reached the service each time`);
      assert.equal(second.response.headers.get('cache-control'), 'no-store', path);
      assert.equal(first.response.headers.get('etag'), null, `${path} has no edge ETag`);
    }
    const cookie = await read(edge, '/api/coming-soon/cookie');
    assert.equal(cookie.response.headers.get('set-cookie'), 'visitor=1; Path=/');
  });

  test("a write through the gateway is visible on that gateway's very next read", async () => {
    const before = await read(edge, '/api/artists');
    version++;
    assert.equal((await read(edge, '/api/artists')).version, before.version, 'still the cached answer');
    const response = await fetch(`${edge.url}/api/artists/1`, {
      method: 'PATCH',
      headers: { ...(await signIn(edge)), 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(response.status, 200);
    assert.equal((await read(edge, '/api/artists')).version, version);
  });

  test("a like drops that piece's answers and the list, and keeps the rest of the catalogue warm", async () => {
    for (const path of ['/api/artists', '/api/products', '/api/products/7', '/api/products/8'])
      await read(edge, path);
    const before = (path: string) => seenCount('GET', path);
    const counts = ['/api/artists', '/api/products', '/api/products/7', '/api/products/8'].map(before);
    const like = await fetch(`${edge.url}/api/products/7/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 'edge-cache-test-session' }),
    });
    assert.equal(like.status, 201);
    for (const path of ['/api/artists', '/api/products', '/api/products/7', '/api/products/8'])
      await read(edge, path);
    assert.deepEqual(
      ['/api/artists', '/api/products', '/api/products/7', '/api/products/8'].map(before),
      [counts[0], counts[1]! + 1, counts[2]! + 1, counts[3]],
      'only the liked piece and the list went back to the service',
    );
  });

  test("a hit answered before Fastify carries what Fastify's path gives it: security headers, ids, validators, codings", async () => {
    const path = '/api/collections/active?fast=1';
    await read(edge, path); // the miss, through Fastify, stores the entry
    const ignored = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => !ignored.has(name))
          .map(([name, value]) => [name, String(value)])
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    // Each names its Accept-Encoding: fetch would send its own, inject none.
    const codings = ['identity', 'gzip', 'br'].map((coding) => ({ 'accept-encoding': coding }));
    for (const headers of codings) {
      const hitsBefore = edge.edgeCacheStats().hits;
      const early = await fetch(`${edge.url}${path}`, { headers });
      const earlyBody = Buffer.from(await early.arrayBuffer());
      // fastify.inject never passes through the HTTP server: this is Fastify's own path for the hit.
      const viaFastify = await edge.app.inject({ method: 'GET', url: path, headers });
      assert.equal(edge.edgeCacheStats().hits - hitsBefore, 2, 'both answered from the entry');
      assert.equal(early.status, 200);
      const earlyHeaders = Object.fromEntries(early.headers);
      // fetch decodes the body: compare what was sent by its length.
      assert.equal(earlyHeaders['content-length'], String(viaFastify.rawPayload.length));
      assert.deepEqual(comparable(earlyHeaders), comparable(viaFastify.headers), JSON.stringify(headers));
      assert.ok(earlyBody.length > 0);
      assert.match(early.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/);
    }
    const etag = (await read(edge, path)).response.headers.get('etag')!;
    const notModified = await fetch(`${edge.url}${path}`, {
      headers: { 'if-none-match': etag, 'x-request-id': 'revalidation-1' },
    });
    const fastifyNotModified = await edge.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('x-request-id'), 'revalidation-1', 'a well-formed id is kept');
    assert.deepEqual(
      comparable(Object.fromEntries(notModified.headers)),
      comparable(fastifyNotModified.headers),
    );
    assert.equal(seenCount('GET', path), 1, 'only the first read reached the service');
  });

  test('requests that find no entry go on to Fastify: misses, other methods, admin and session reads', async () => {
    const path = '/api/artists?early=miss';
    const miss = await read(edge, path, { 'x-request-id': 'bad id <script>' });
    assert.equal(miss.response.status, 200);
    assert.match(miss.response.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/, 'a malformed id is replaced');
    // A write to a cached URL is not answered from the entry.
    const put = await fetch(`${edge.url}${path}`, { method: 'PUT' });
    assert.equal(put.status, 405);
    // A path that differs only by a trailing slash is not the entry's key (and not a route).
    assert.equal((await fetch(`${edge.url}/api/artists/?early=miss`)).status, 404);
    assert.equal(seenCount('GET', path), 1);
  });

  test('an unbounded stream of distinct public URLs leaves the cache within its bytes', async () => {
    const maxBytes = 64 * 1024;
    const small = await startEdge(new InProcessEventBus(logger), { EDGE_CACHE_MAX_BYTES: String(maxBytes) });
    for (let page = 0; page < 300; page++) await read(small, `/api/products?page=${page}`);
    const stats = small.edgeCacheStats();
    assert.ok(stats.sizeBytes <= maxBytes, `${stats.sizeBytes} bytes held`);
    assert.ok(stats.evictions > 200, 'the oldest answers made room');
    assert.ok(stats.entries > 0);
  });
});

describe('invalidation across gateway instances (RabbitMQ)', () => {
  test("a write through gateway A, or an event on the bus, makes B's next read fresh once the event arrives", async () => {
    const [a, b] = [await startEdge(await rabbitBus()), await startEdge(await rabbitBus())];
    const publisher = await rabbitBus();
    const path = '/api/artists/7';
    const start = version;
    assert.equal((await read(a, path)).version, start);
    assert.equal((await read(b, path)).version, start);

    version++;
    const response = await fetch(`${a.url}${path}`, {
      method: 'PATCH',
      headers: { ...(await signIn(a)), 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(response.status, 200);
    assert.equal((await read(a, path)).version, version, 'A: fresh at once');
    assert.equal((await read(b, path)).version, start, 'B: still cached, no event yet');

    // The catalog commits and its relay publishes the event: B drops the artists' answers.
    await publisher.publish(
      newEvent(artistUpdatedEvent, {
        artist: {
          id: 7,
          name: 'Amara Osei',
          specialty: 'Carved oak',
          bio: 'Carves oak.',
          fullBio: null,
          imageUrl: null,
          portfolioUrl: null,
          instagramUrl: null,
          twitterUrl: null,
          facebookUrl: null,
          linkedinUrl: null,
          websiteUrl: null,
        },
      }),
    );
    await waitFor(async () => (await read(b, path)).version === version, "B's fresh answer");

    // An event of a kind the gateway has no rule for drops all of its service's public reads.
    assert.equal((await read(b, '/api/collections/active')).version, version);
    version++;
    await publisher.publish({
      id: randomUUID(),
      type: 'catalog.something.new',
      occurredAt: new Date().toISOString(),
      version: 1,
      payload: {},
    });
    await waitFor(async () => (await read(b, '/api/collections/active')).version === version, 'the drop');
  });

  test('the cache is cleared when the subscription starts consuming again after a reconnect', async () => {
    const gateway = await startEdge(await rabbitBus());
    await read(gateway, '/api/coming-soon');
    assert.equal(gateway.edgeCacheStats().entries, 1);
    await vhost.closeConnections();
    await waitFor(async () => gateway.edgeCacheStats().entries === 0, 'the cache cleared on reconnect');
  });
});
