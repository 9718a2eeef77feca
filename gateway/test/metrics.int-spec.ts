// The gateway's /metrics against real PostgreSQL and RabbitMQ, with a stand-in catalog: public
// reads are counted by route template, the edge cache's hits, misses and bytes move, and the
// event that invalidates the cache is counted as consumed by the gateway's edge-cache consumer.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { artistDeletedEvent } from '@atelier/contracts';
import { createLogger, newEvent, RabbitMqEventBus } from '@atelier/platform';
import {
  createTestDatabase,
  createTestVhost,
  sampleSum,
  scrapeMetrics,
  type TestDatabase,
  type TestVhost,
  testNamespace,
  waitForSample,
} from '@atelier/platform/testing';
import { EDGE_CACHE_CONSUMER } from '../src/edge-cache/edge-cache-invalidation.js';
import { gatewaySettingsSchema, type RunningGateway, startGateway } from '../src/index.js';

const logger = createLogger('gateway', 'silent');
const namespace = testNamespace('gateway-metrics');
let database: TestDatabase;
let vhost: TestVhost;
let upstream: Server;
let gateway: RunningGateway;
const buses: RabbitMqEventBus[] = [];
let upstreamCalls = 0;

const rabbitBus = async () => {
  const bus = new RabbitMqEventBus({ url: vhost.url, namespace, logger });
  buses.push(bus);
  await bus.start();
  return bus;
};

before(async () => {
  upstream = createServer((req, res) => {
    upstreamCalls++;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ id: 7, name: 'Amara Osei', filler: 'x'.repeat(1000) }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  database = await createTestDatabase('gateway_metrics');
  vhost = await createTestVhost('gateway-metrics');
  gateway = await startGateway(
    { database: database.connection, logger, bus: await rabbitBus(), upstreams: { catalog: upstreamUrl } },
    gatewaySettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'curator',
      ADMIN_PASSWORD: 'a-long-test-password',
      INTERNAL_AUTH_SECRET: 'gateway-metrics-test-secret-0123456789',
      WEB_DIST_DIR: '/nonexistent',
    }),
  );
});
after(async () => {
  await gateway?.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
  await vhost?.delete();
  upstream?.close();
});

test('public reads by route template, edge-cache hits, misses and bytes, and the invalidating event', async () => {
  const route = { service: 'gateway', method: 'GET', route: '/api/artists/:id', status: '200' };
  const start = await scrapeMetrics(gateway.url);
  const moved = (text: string, name: string, labels: Record<string, string> = {}) =>
    sampleSum(text, name, labels) - sampleSum(start, name, labels);

  for (let i = 0; i < 3; i++) assert.equal((await fetch(`${gateway.url}/api/artists/7`)).status, 200);
  assert.equal(upstreamCalls, 1, 'one miss, then the cache answers');
  const read = await scrapeMetrics(gateway.url);
  assert.equal(moved(read, 'atelier_http_requests_total', route), 3);
  assert.equal(moved(read, 'atelier_http_request_duration_seconds_count', route), 3);
  assert.equal(moved(read, 'atelier_edge_cache_misses_total'), 1);
  assert.equal(moved(read, 'atelier_edge_cache_hits_total'), 2);
  assert.ok(sampleSum(read, 'atelier_edge_cache_size_bytes') > 1000, 'the cached answer is counted in bytes');
  assert.equal(sampleSum(read, 'atelier_edge_cache_entries'), 1);

  // The catalog's event drops the cached answer; the gateway's per-instance consumer counts it.
  const consumed = { type: artistDeletedEvent.type, consumer: EDGE_CACHE_CONSUMER };
  await (await rabbitBus()).publish(newEvent(artistDeletedEvent, { artistId: 7 }));
  await waitForSample(
    gateway.url,
    'atelier_events_consumed_total',
    consumed,
    sampleSum(start, 'atelier_events_consumed_total', consumed) + 1,
  );
  assert.equal((await fetch(`${gateway.url}/api/artists/7`)).status, 200);
  const after = await scrapeMetrics(gateway.url);
  assert.equal(moved(after, 'atelier_edge_cache_misses_total'), 2, 'fetched again after the event');
  assert.equal(upstreamCalls, 2);
  // /metrics is the gateway's own, not a route of the public /api.
  assert.equal((await fetch(`${gateway.url}/api/metrics`)).status, 404);
});
