// The platform's series, scraped over HTTP from the process's metrics listener as Prometheus would:
// requests by route template, the RabbitMQ bus's published/consumed/retried/parked counters, the
// outbox backlog read at scrape time from PostgreSQL, the token and the off switch; and no /metrics
// on an app's own port.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { artistDeletedEvent, type EventEnvelope } from '@atelier/contracts';
import { Controller, Get, Module, Param } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { pino } from 'pino';
import { runMigrations } from '../src/database/migration-runner.js';
import { InProcessEventBus } from '../src/events/in-process-event-bus.js';
import { newEvent } from '../src/events/new-event.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { RabbitMqEventBus } from '../src/events/rabbitmq-event-bus.js';
import { createHttpApp, listen } from '../src/http/create-http-app.js';
import { type MetricsListener, serveMetrics } from '../src/metrics/metrics-listener.js';
import {
  createTestDatabase,
  createTestVhost,
  declaredMetrics,
  sampleSum,
  scrapeMetrics,
  type TestDatabase,
  type TestVhost,
  testNamespace,
  waitForSample,
} from '../src/testing/index.js';
import { pgPool, pgSqlClient } from '../src/testing/pg-sql-client.js';
import { waitFor, within } from './fixtures/wait.js';

const logger = pino({ level: 'silent' });
const TOKEN = 'metrics-test-token-0123456789';

@Controller('api/things')
class ThingsController {
  @Get(':id')
  get(@Param('id') id: string) {
    if (id === 'broken') throw new Error('a bug');
    return { id };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

/** A bus that refuses every publish until it is `up`, as a broker outage would. */
class GatedBus extends InProcessEventBus {
  up = false;
  override async publish(event: EventEnvelope) {
    if (!this.up) throw new Error('broker unavailable');
    await super.publish(event);
  }
}

const startApp = async (service: string, metrics: { enabled: boolean; token?: string }) => {
  const app: NestFastifyApplication = await createHttpApp(ThingsModule, { service, logger, metrics });
  return { app, url: await listen(app, 0, '127.0.0.1') };
};

describe('metrics over HTTP', () => {
  let open: { app: NestFastifyApplication; url: string };
  let off: { app: NestFastifyApplication; url: string };
  // The process's listeners: one open, one behind the token (one registry, whichever is asked).
  let listener: MetricsListener;
  let guarded: MetricsListener;

  before(async () => {
    open = await startApp('things', { enabled: true });
    off = await startApp('quiet-things', { enabled: false });
    listener = await serveMetrics({ port: 0, host: '127.0.0.1' });
    guarded = await serveMetrics({ port: 0, host: '127.0.0.1', token: TOKEN });
  });
  after(async () => {
    await Promise.all([open, off].map((started) => started?.app.close()));
    await Promise.all([listener, guarded].map((started) => started?.close()));
  });

  test("an app's own port has no /metrics: they are on the process's metrics listener only", async () => {
    for (const app of [open, off]) {
      assert.equal((await fetch(`${app.url}/metrics`)).status, 404);
      assert.equal((await fetch(`${app.url}/api/metrics`)).status, 404);
    }
    assert.ok(declaredMetrics(await scrapeMetrics(listener.url)).has('atelier_http_requests_total'));
    // The listener serves its metrics and nothing else.
    for (const path of ['/', '/health/live', '/api/things/1']) {
      const other = await fetch(`${listener.url}${path}`);
      assert.equal(other.status, 404, path);
      assert.match(((await other.json()) as { message: string }).message, /serves \/metrics only/);
    }
  });

  test('requests are counted and timed by route template and status, not by raw URL', async () => {
    const route = { service: 'things', route: '/api/things/:id', method: 'GET' };
    const before = await scrapeMetrics(listener.url);
    for (const id of ['1', '2', '3']) assert.equal((await fetch(`${open.url}/api/things/${id}`)).status, 200);
    assert.equal((await fetch(`${open.url}/api/things/broken`)).status, 500);
    assert.equal((await fetch(`${open.url}/no/such/path/42`)).status, 404);
    const now = await scrapeMetrics(listener.url);
    const moved = (name: string, labels: Record<string, string>) =>
      sampleSum(now, name, labels) - sampleSum(before, name, labels);
    assert.equal(moved('atelier_http_requests_total', { ...route, status: '200' }), 3);
    assert.equal(moved('atelier_http_requests_total', { ...route, status: '500' }), 1);
    assert.equal(moved('atelier_http_request_duration_seconds_count', { ...route, status: '200' }), 3);
    assert.equal(
      moved('atelier_http_requests_total', { service: 'things', route: 'unmatched', status: '404' }),
      1,
    );
    assert.ok(!now.includes('/api/things/1"'), 'no raw URL becomes a label');
    assert.ok(!now.includes('/no/such/path'), 'unmatched paths share one label');
    // Node's own series come along (CPU, memory, event loop).
    assert.ok(declaredMetrics(now).has('process_cpu_user_seconds_total'));
  });

  test('with METRICS_TOKEN set, /metrics answers only the bearer of that token', async () => {
    const anonymous = await fetch(`${guarded.url}/metrics`);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('www-authenticate'), 'Bearer');
    assert.match(((await anonymous.json()) as { message: string }).message, /METRICS_TOKEN/);
    const wrong = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: 'Bearer not-the-token' },
    });
    assert.equal(wrong.status, 401);
    const text = await scrapeMetrics(guarded.url, TOKEN);
    assert.ok(declaredMetrics(text).has('atelier_http_requests_total'));
  });

  test('a request that came through a proxy (the ingress, a load balancer) is not answered', async () => {
    const viaProxy: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
    ];
    for (const headers of viaProxy) {
      const proxied = await fetch(`${listener.url}/metrics`, { headers });
      assert.equal(proxied.status, 404, JSON.stringify(headers));
      assert.match(((await proxied.json()) as { message: string }).message, /not served through a proxy/);
    }
    const withToken = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
    });
    assert.equal(withToken.status, 404);
  });

  test('METRICS_ENABLED=false: nothing counted for that app', async () => {
    assert.equal((await fetch(`${off.url}/api/things/1`)).status, 200);
    const text = await scrapeMetrics(listener.url);
    assert.equal(sampleSum(text, 'atelier_http_requests_total', { service: 'quiet-things' }), 0);
  });
});

describe('event bus and outbox metrics (RabbitMQ, PostgreSQL)', () => {
  let vhost: TestVhost;
  let db: TestDatabase;
  let bus: RabbitMqEventBus;
  let metrics: MetricsListener;
  const SCHEMA = 'metrics_outbox';
  const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
  const type = artistDeletedEvent.type;

  before(async () => {
    vhost = await createTestVhost('metrics');
    db = await createTestDatabase('metrics_outbox');
    await runMigrations(db.connection, { schema: SCHEMA, migrationsDir: MIGRATIONS });
    bus = new RabbitMqEventBus({
      url: vhost.url,
      namespace: testNamespace('metrics'),
      logger,
      retry: { maxAttempts: 2, delaysMs: [100] },
    });
    await within(bus.start(), 10_000, 'bus.start()');
    metrics = await serveMetrics({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await metrics?.close();
    await bus?.close();
    await vhost?.delete();
    await db?.drop();
  });

  test('published, consumed, retried and parked move per event type and consumer', async () => {
    const fine = { type, consumer: 'metrics-fine' };
    const flaky = { type, consumer: 'metrics-flaky' };
    const broken = { type, consumer: 'metrics-broken' };
    const start = await scrapeMetrics(metrics.url);
    const base = (name: string, labels: Record<string, string>) => sampleSum(start, name, labels);
    let flakyCalls = 0;
    const subscribe = (consumer: string, handle: (event: EventEnvelope) => Promise<void>) =>
      within(bus.subscribe({ consumer, eventTypes: [type], handle }), 10_000, 'subscribe');
    await subscribe(fine.consumer, async () => undefined);
    await subscribe(flaky.consumer, async () => {
      if (flakyCalls++ === 0) throw new Error('first try fails');
    });
    await subscribe(broken.consumer, async () => {
      throw new Error('always fails');
    });

    await bus.publish(newEvent(artistDeletedEvent, { artistId: 1 }));

    const wait = (name: string, labels: Record<string, string>, delta: number) =>
      waitForSample(metrics.url, name, labels, base(name, labels) + delta);
    await wait('atelier_events_published_total', { type }, 1);
    await wait('atelier_events_consumed_total', fine, 1);
    await wait('atelier_events_retried_total', flaky, 1);
    await wait('atelier_events_consumed_total', flaky, 1);
    // Two attempts in all, then the dead-letter queue.
    await wait('atelier_events_retried_total', broken, 1);
    await wait('atelier_events_parked_total', broken, 1);
    const end = await scrapeMetrics(metrics.url);
    assert.equal(
      sampleSum(end, 'atelier_events_parked_total', fine),
      base('atelier_events_parked_total', fine),
    );
    assert.equal(
      sampleSum(end, 'atelier_events_consumed_total', broken),
      base('atelier_events_consumed_total', broken),
    );
  });

  test('the outbox backlog and the age of its oldest row are read at scrape time', async () => {
    const pool = pgPool(db.connection);
    const table = `"${SCHEMA}"."outbox_events"`;
    const gatedBus = new GatedBus(logger);
    const relay = new OutboxRelay({
      client: pgSqlClient(pool),
      schema: SCHEMA,
      bus: gatedBus,
      logger,
      fallbackPollMs: 200,
    });
    relay.start();
    try {
      for (const [id, ageSeconds] of [
        ['00000000-0000-4000-8000-0000000000a1', 90],
        ['00000000-0000-4000-8000-0000000000a2', 5],
      ] as const)
        await pool.query(
          `INSERT INTO ${table} (id, aggregate, type, version, payload, occurred_at)
           VALUES ($1, 'artist:1', $2, 1, '{"artistId":1}', now() - $3::int * interval '1 second')`,
          [id, type, ageSeconds],
        );
      const labels = { service: SCHEMA };
      await waitForSample(metrics.url, 'atelier_outbox_waiting_events', labels, 2);
      const waiting = await scrapeMetrics(metrics.url);
      assert.equal(sampleSum(waiting, 'atelier_outbox_waiting_events', labels), 2);
      assert.ok(sampleSum(waiting, 'atelier_outbox_oldest_waiting_age_seconds', labels) >= 90);

      gatedBus.up = true;
      relay.wake();
      await waitFor(
        async () => {
          const text = await scrapeMetrics(metrics.url);
          return (
            sampleSum(text, 'atelier_outbox_waiting_events', labels) === 0 &&
            sampleSum(text, 'atelier_outbox_oldest_waiting_age_seconds', labels) === 0
          );
        },
        'the outbox to drain',
        60_000,
        100,
      );
    } finally {
      await relay.stop();
    }
    // A stopped relay reports nothing: no stale series of it is left behind.
    const text = await scrapeMetrics(metrics.url);
    assert.ok(!text.includes(`service="${SCHEMA}"`), 'the stopped relay left a series');
  });
});
