// Cluster mode, end to end: a catalog write publishes its event through the outbox and RabbitMQ,
// and a downstream consumer handles it exactly once, even when it dies mid-delivery or the broker
// is unreachable when the relay first tries to publish. The broker's "outage" is a TCP proxy this
// file cuts (the shared broker keeps running for the other suites), in a vhost of its own.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  ADMIN_ASSERTION_HEADER,
  createLogger,
  dependencyDegraded,
  RabbitMqEventBus,
  signAdminAssertion,
} from '@atelier/platform';
import {
  createTestDatabase,
  createTestVhost,
  pgPool,
  TcpProxy,
  type TestDatabase,
  type TestVhost,
  testNamespace,
} from '@atelier/platform/testing';
import { type RunningCatalog, startCatalog } from '../src/index.js';
import { ChildConsumer } from './support/child-consumer.js';

let database: TestDatabase;
let vhost: TestVhost;
let proxy: TcpProxy;
let bus: RabbitMqEventBus;
let catalog: RunningCatalog;
const internalAuthSecret = 'catalog-events-test-secret-0123456789abcdef';
const namespace = testNamespace('catalog_events');
/** The vhost's URL through the proxy: what the catalog and the consumer see as the broker. */
const brokerUrl = () => {
  const url = new URL(vhost.url);
  url.host = `127.0.0.1:${proxy.port}`;
  return url.toString();
};
const consumerEnv = () => ({
  DATABASE_URL: database.url,
  RABBITMQ_URL: brokerUrl(),
  EVENT_NAMESPACE: namespace,
});

before(async () => {
  database = await createTestDatabase('catalog_events');
  vhost = await createTestVhost('catalog-events');
  const broker = new URL(vhost.url);
  proxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
  await proxy.start();
  const logger = createLogger('catalog', 'silent');
  bus = new RabbitMqEventBus({ url: brokerUrl(), namespace, logger });
  await bus.start();
  catalog = await startCatalog(
    { database: database.connection, bus, logger },
    { port: 0, host: '127.0.0.1', internalAuthSecret },
  );
});

after(async () => {
  proxy?.restore();
  await catalog?.close();
  await bus?.close();
  await proxy?.stop();
  await vhost?.delete();
  await database?.drop();
});

const createArtist = async (name: string) => {
  const response = await fetch(`${catalog.url}/api/artists`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Artist writes are admin routes: they need the gateway's signed assertion.
      [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
        internalAuthSecret,
        { method: 'POST', url: '/api/artists' },
        1,
      ),
    },
    body: JSON.stringify({ name, specialty: 'Bronze' }),
  });
  assert.equal(response.status, 201);
};

async function seenRows(name: string) {
  const { rows } = await pgPool(database.connection).query(
    'SELECT event_id FROM test_consumer.artist_events_seen WHERE artist_name = $1',
    [name],
  );
  return rows as { event_id: string }[];
}

test('a consumer killed after its commit but before its ack handles the event exactly once', async () => {
  const crashing = new ChildConsumer({ ...consumerEnv(), CRASH_AFTER_COMMIT: '1' });
  await crashing.waitForLine((line) => line === 'ready');
  await createArtist('Inés Varela');
  const handled = await crashing.waitForLine((line) => line.startsWith('handled '));
  assert.equal(await crashing.exited, 'SIGKILL');

  // The unacked delivery returns to the queue; the restarted consumer receives it again.
  const restarted = new ChildConsumer(consumerEnv());
  const eventId = handled.split(' ')[1];
  await restarted.waitForLine((line) => line === `duplicate ${eventId}`);
  await restarted.stop();

  const rows = await seenRows('Inés Varela');
  assert.deepEqual(
    rows.map((row) => row.event_id),
    [eventId],
  );
});

/** atelier_degraded{dependency="event-bus"} as this process reports it. */
const busDegraded = async () =>
  (await dependencyDegraded.get()).values.find((value) => value.labels.dependency === 'event-bus')?.value;

test('an event written while RabbitMQ is unreachable is published once it is back, and handled once', async () => {
  const consumer = new ChildConsumer(consumerEnv());
  await consumer.waitForLine((line) => line === 'ready');
  assert.equal(await busDegraded(), 0);
  proxy.cut();
  try {
    await waitFor(async () => (await busDegraded()) === 1, 'the outage reported as degraded');
    // Readiness is whether catalog can serve its own requests: it can, the event waits in the outbox.
    const ready = await fetch(`${catalog.url}/health/ready`);
    assert.equal(ready.status, 200, 'a broker outage does not make the service unready');
    assert.deepEqual(
      ((await ready.json()) as { checks: Array<{ name: string }> }).checks.map((check) => check.name),
      ['database'],
    );
    assert.equal((await fetch(`${catalog.url}/api/collections/active`)).status, 200, 'public reads');
    await createArtist('Oskar Lund');
    await waitFor(
      async () => ((await outboxRow('Oskar Lund'))?.attempts ?? 0) > 0,
      'a failed publish attempt',
    );
    assert.equal((await outboxRow('Oskar Lund'))?.published_at, null);
  } finally {
    proxy.restore();
  }
  const handled = await consumer.waitForLine((line) => line.startsWith('handled '), 60_000);
  await waitFor(async () => (await busDegraded()) === 0, 'the bus back, no longer degraded');
  await waitFor(
    async () => (await outboxRow('Oskar Lund'))?.published_at != null,
    'the row marked published',
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // room for a wrongful second delivery
  await consumer.stop();
  assert.deepEqual(
    (await seenRows('Oskar Lund')).map((row) => row.event_id),
    [handled.split(' ')[1]],
  );
  assert.equal(consumer.lines.filter((line) => line.startsWith('handled ')).length, 1);
});

async function outboxRow(artistName: string) {
  const { rows } = await pgPool(database.connection).query(
    `SELECT attempts, published_at FROM catalog.outbox_events WHERE payload->'artist'->>'name' = $1`,
    [artistName],
  );
  return rows[0] as { attempts: number; published_at: Date | null } | undefined;
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
