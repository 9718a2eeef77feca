// The RabbitMQ bus healing from broker-side faults: connections closed by the broker, a channel
// closed by the broker, the broker unreachable and back while consumers run. Faults touch only this
// file's own vhost (closed connections, deleted topology) or its own TCP proxy (the broker "down"),
// so the suites sharing the broker are never disturbed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { artistDeletedEvent } from '@atelier/contracts';
import amqp from 'amqplib';
import { pino } from 'pino';
import { runMigrations } from '../src/database/migration-runner.js';
import { handleEventOnce } from '../src/events/inbox.js';
import { newEvent } from '../src/events/new-event.js';
import { RabbitMqEventBus, rabbitMqQueueNames } from '../src/events/rabbitmq-event-bus.js';
import {
  createTestDatabase,
  createTestVhost,
  pgPool,
  pgSqlClient,
  TcpProxy,
  type TestDatabase,
  type TestVhost,
  testNamespace,
} from '../src/testing/index.js';

import { waitFor, within } from './fixtures/wait.js';

const SCHEMA = 'healing';
const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
const logger = pino({ level: 'silent' });
const namespace = testNamespace('healing');

describe('RabbitMqEventBus healing (own vhost, own proxy)', () => {
  let vhost: TestVhost;
  let db: TestDatabase;
  let proxy: TcpProxy;
  const buses: RabbitMqEventBus[] = [];

  const startBus = async (url = vhost.url) => {
    const bus = new RabbitMqEventBus({
      url,
      namespace,
      logger,
      retry: { maxAttempts: 5, delaysMs: [200] },
      heartbeatSeconds: 2,
    });
    buses.push(bus);
    await within(bus.start(), 10_000, 'bus.start()');
    await within(bus.ping(), 1_000, 'bus.ping()');
    return bus;
  };
  const proxiedUrl = () => {
    const url = new URL(vhost.url);
    url.host = `127.0.0.1:${proxy.port}`;
    return url.toString();
  };

  /** A consumer that handles each event once through the inbox; `handled` lists first handlings. */
  const exactlyOnce = async (bus: RabbitMqEventBus, consumer: string, work = 0) => {
    const handled: string[] = [];
    const client = pgSqlClient(pgPool(db.connection));
    await within(
      bus.subscribeTo(artistDeletedEvent, consumer, async (event) => {
        const outcome = await handleEventOnce(client, SCHEMA, consumer, event, async () => {
          if (work) await sleep(work);
        });
        if (outcome === 'handled') handled.push(event.id);
      }),
      10_000,
      'subscribe',
    );
    return handled;
  };

  /** Polls ping() in the background; `sawDown` turns true if readiness ever failed. */
  const watchReadiness = (bus: RabbitMqEventBus) => {
    const state = { sawDown: false, running: true };
    void (async () => {
      while (state.running) {
        await bus.ping().catch(() => (state.sawDown = true));
        await sleep(10);
      }
    })();
    return state;
  };

  const withChannel = async <T>(work: (channel: amqp.Channel) => Promise<T>) => {
    // A connection per use: closeConnections() in a test closes every connection in the vhost.
    const connection = await amqp.connect(vhost.url);
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    try {
      return await work(channel);
    } finally {
      await connection.close().catch(() => undefined);
    }
  };

  before(async () => {
    vhost = await createTestVhost('healing');
    db = await createTestDatabase('bus_healing');
    await runMigrations(db.connection, { schema: SCHEMA, migrationsDir: MIGRATIONS });
    const broker = new URL(vhost.url);
    proxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
    await proxy.start();
  });

  after(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await proxy?.stop();
    await db?.drop();
    await vhost?.delete();
  });

  test('connections closed by the broker: readiness drops, then publishing and consuming resume', async () => {
    const bus = await startBus();
    const handled = await exactlyOnce(bus, 'closed-connection');
    const first = newEvent(artistDeletedEvent, { artistId: 1 });
    await bus.publish(first);
    await waitFor(() => handled.length === 1, 'the first event');

    const readiness = watchReadiness(bus);
    assert.ok((await vhost.closeConnections()) >= 1, 'no connection of ours to close');
    await waitFor(() => readiness.sawDown, 'readiness to report the lost connection');
    await waitFor(
      () =>
        bus.ping().then(
          () => true,
          () => false,
        ),
      'readiness back',
      20_000,
    );
    readiness.running = false;

    const second = newEvent(artistDeletedEvent, { artistId: 2 });
    await within(bus.publish(second), 10_000, 'publishing after the reconnect');
    await waitFor(() => handled.length === 2, 'the event after the reconnect', 20_000);
    assert.deepEqual(handled, [first.id, second.id]);
  });

  test('onConsuming runs when a subscription starts consuming, and again after a reconnect', async () => {
    const bus = await startBus();
    let consuming = 0;
    const received: string[] = [];
    await within(
      bus.subscribe({
        consumer: 'reconnecting-edge',
        eventTypes: ['catalog.#'],
        delivery: 'per-instance',
        onConsuming: () => void consuming++,
        handle: async (event) => void received.push(event.id),
      }),
      10_000,
      'per-instance subscribe',
    );
    assert.equal(consuming, 1);
    await vhost.closeConnections();
    await waitFor(() => consuming >= 2, 'consuming again after the reconnect');
    // Consuming means bound and listening: an event published now arrives.
    const event = newEvent(artistDeletedEvent, { artistId: 31 });
    await waitFor(async () => {
      await bus
        .ping()
        .then(() => bus.publish(event))
        .catch(() => undefined);
      return received.includes(event.id);
    }, 'an event after the reconnect');
  });

  test('a publish channel and a consumer channel closed by the broker are re-created', async () => {
    const bus = await startBus();
    const handled = await exactlyOnce(bus, 'closed-channels');
    const queue = rabbitMqQueueNames(namespace, 'closed-channels').main;

    // Publishing to a deleted exchange makes the broker close the publish channel (404).
    await withChannel((channel) => channel.deleteExchange(`${namespace}.events`));
    await assert.rejects(bus.publish(newEvent(artistDeletedEvent, { artistId: 3 })));
    // Deleting the queue makes the broker cancel the consumer.
    await withChannel((channel) => channel.deleteQueue(queue));

    await waitFor(
      () =>
        withChannel(async (channel) => (await channel.checkQueue(queue)).consumerCount === 1).catch(
          () => false,
        ),
      'the queue re-declared with its consumer',
      20_000,
      100,
    );
    await waitFor(
      () =>
        bus.ping().then(
          () => true,
          () => false,
        ),
      'readiness back',
      20_000,
    );
    const event = newEvent(artistDeletedEvent, { artistId: 4 });
    await within(bus.publish(event), 10_000, 'publishing on the re-created channel');
    await waitFor(() => handled.includes(event.id), 'the event on the re-created consumer', 20_000);
  });

  test('the broker unreachable and back while consumers run: nothing lost, nothing handled twice', async () => {
    const publisher = await startBus();
    const consumerBus = await startBus(proxiedUrl());
    const handled = await exactlyOnce(consumerBus, 'outage', 20);
    const seenByInstance: string[] = [];
    await within(
      consumerBus.subscribe({
        consumer: 'outage-edge',
        eventTypes: ['catalog.#'],
        delivery: 'per-instance',
        handle: async (event) => void seenByInstance.push(event.id),
      }),
      10_000,
      'per-instance subscribe',
    );
    const events = Array.from({ length: 40 }, (_, i) => newEvent(artistDeletedEvent, { artistId: 100 + i }));

    for (const event of events.slice(0, 20)) await publisher.publish(event);
    await waitFor(() => handled.length >= 5, 'the first deliveries');
    proxy.cut(); // deliveries in flight lose their channel: unacked, they come back later
    await waitFor(
      () =>
        consumerBus.ping().then(
          () => false,
          () => true,
        ),
      'readiness to fail',
    );
    await assert.rejects(consumerBus.publish(events[0]), /not connected/);
    for (const event of events.slice(20)) await publisher.publish(event);
    await sleep(1_500); // a few failed reconnects
    assert.ok(handled.length < 40, 'the consumer kept receiving through a cut connection');

    proxy.restore();
    await waitFor(
      () =>
        consumerBus.ping().then(
          () => true,
          () => false,
        ),
      'readiness back',
      20_000,
    );
    await waitFor(() => handled.length === 40, 'every event handled after the outage', 30_000);
    await sleep(300); // room for a wrongful extra handling
    assert.equal(new Set(handled).size, 40);
    assert.deepEqual([...handled].sort(), events.map((event) => event.id).sort());
    const { rows } = await pgPool(db.connection).query(
      `SELECT count(*)::int AS n FROM "${SCHEMA}"."inbox_events" WHERE consumer = 'outage'`,
    );
    assert.equal(rows[0].n, 40);

    // The per-instance queue died with its connection and was declared anew on the next one.
    const after = newEvent(artistDeletedEvent, { artistId: 999 });
    await publisher.publish(after);
    await waitFor(() => seenByInstance.includes(after.id), 'a per-instance delivery after the outage');
  });
});
