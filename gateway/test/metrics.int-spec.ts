// The gateway's metrics against real PostgreSQL and RabbitMQ, with a stand-in catalog: public
// reads are counted by route template, the edge cache's hits, misses and bytes move, and the
// event that invalidates the cache is counted as consumed by the gateway's edge-cache consumer.
// Read from the process's metrics listener, as its own process serves them on METRICS_PORT: the
// public port has no /metrics.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { artistDeletedEvent } from '@atelier/contracts';
import {
  createLogger,
  type MetricsListener,
  newEvent,
  RabbitMqEventBus,
  serveMetrics,
} from '@atelier/platform';
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
let metrics: MetricsListener;
const buses: RabbitMqEventBus[] = [];
let upstreamCalls = 0;

const rabbitBus = async () => {
  const bus = new RabbitMqEventBus({ url: vhost.url, namespace, logger });
  buses.push(bus);
  await bus.start();
  return bus;
};

// A web app of one page: an address that is no page gets its 404, as /metrics must.
const webDist = mkdtempSync(join(tmpdir(), 'atelier-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Atelier</title><div id="root"></div>');

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
      WEB_DIST_DIR: webDist,
    }),
  );
  metrics = await serveMetrics({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await gateway?.close();
  await metrics?.close();
  for (const bus of buses) await bus.close();
  await database?.drop();
  await vhost?.delete();
  upstream?.close();
});

test('public reads by route template, edge-cache hits, misses and bytes, and the invalidating event', async () => {
  const route = { service: 'gateway', method: 'GET', route: '/api/artists/:id', status: '200' };
  const start = await scrapeMetrics(metrics.url);
  const moved = (text: string, name: string, labels: Record<string, string> = {}) =>
    sampleSum(text, name, labels) - sampleSum(start, name, labels);

  for (let i = 0; i < 3; i++) assert.equal((await fetch(`${gateway.url}/api/artists/7`)).status, 200);
  assert.equal(upstreamCalls, 1, 'one miss, then the cache answers');
  const read = await scrapeMetrics(metrics.url);
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
    metrics.url,
    'atelier_events_consumed_total',
    consumed,
    sampleSum(start, 'atelier_events_consumed_total', consumed) + 1,
  );
  assert.equal((await fetch(`${gateway.url}/api/artists/7`)).status, 200);
  const after = await scrapeMetrics(metrics.url);
  assert.equal(moved(after, 'atelier_edge_cache_misses_total'), 2, 'fetched again after the event');
  assert.equal(upstreamCalls, 2);
});

test('the public port answers 404 for /metrics and /api/metrics, through a proxy or not', async () => {
  const asked: Array<Record<string, string>> = [{}, { 'x-forwarded-for': '203.0.113.7' }];
  for (const path of ['/metrics', '/api/metrics'])
    for (const headers of asked) {
      const answer = await fetch(`${gateway.url}${path}`, { headers });
      assert.equal(answer.status, 404, `${path} ${JSON.stringify(headers)}`);
      assert.doesNotMatch(await answer.text(), /atelier_|# TYPE/);
    }
  assert.match(
    await scrapeMetrics(metrics.url),
    /atelier_http_requests_total/,
    'they are on the metrics listener',
  );
});
