import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { artistDeletedEvent, type EventEnvelope } from '@atelier/contracts';
import amqp from 'amqplib';
import { pino } from 'pino';
import type { RetryPolicy } from '../src/events/event-bus.js';
import { newEvent } from '../src/events/new-event.js';
import { RabbitMqEventBus, rabbitMqQueueNames } from '../src/events/rabbitmq-event-bus.js';
import { currentRequestId, runWithRequestId } from '../src/logging/request-context.js';
import { createTestVhost, type TestVhost, testNamespace } from '../src/testing/index.js';
import { waitFor, within } from './fixtures/wait.js';

const logger = pino({ level: 'silent' });
const retry: RetryPolicy = { maxAttempts: 3, delaysMs: [200] };
const namespace = testNamespace('rabbitmq-bus');

describe('RabbitMqEventBus (RabbitMQ)', () => {
  let admin: Awaited<ReturnType<typeof amqp.connect>>;
  let vhost: TestVhost;
  const buses: RabbitMqEventBus[] = [];

  /** A started bus in this file's vhost, closed after the test file. */
  const startBus = async () => {
    const bus = new RabbitMqEventBus({
      url: vhost.url,
      namespace,
      logger,
      retry,
      publishTimeoutMs: 5_000,
    });
    buses.push(bus);
    await within(bus.start(), 10_000, 'bus.start()');
    await within(bus.ping(), 1_000, 'bus.ping()');
    return bus;
  };
  const subscribe = async (
    bus: RabbitMqEventBus,
    consumer: string,
    handle: (event: EventEnvelope) => Promise<void>,
  ) => {
    await within(bus.subscribe({ consumer, eventTypes: ['catalog.artist.*'], handle }), 10_000, 'subscribe');
  };
  /** Looks at a queue through its own channel (a failed check closes the channel, not the test). */
  const withChannel = async <T>(work: (channel: amqp.Channel) => Promise<T>) => {
    const channel = await admin.createChannel();
    channel.on('error', () => undefined);
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  };
  const messageCount = (queue: string) =>
    withChannel(async (channel) => (await channel.checkQueue(queue)).messageCount);
  const names = (consumer: string) => rabbitMqQueueNames(namespace, consumer);

  before(async () => {
    vhost = await createTestVhost('bus');
    admin = await within(amqp.connect(vhost.url), 10_000, 'connecting to RabbitMQ');
  });

  after(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await admin?.close();
    await vhost?.delete();
  });

  test('a published event reaches the subscriber once, with its request id', async () => {
    const bus = await startBus();
    const received: Array<{ event: EventEnvelope; requestId?: string }> = [];
    await subscribe(
      bus,
      'once',
      async (event) => void received.push({ event, requestId: currentRequestId() }),
    );
    const event = runWithRequestId('req-rabbit-1', () => newEvent(artistDeletedEvent, { artistId: 9 }));
    await bus.publish(event);
    await waitFor(() => received.length >= 1, 'the delivery');
    await bus.close(); // an unacked delivery would now return to the queue
    assert.deepEqual(received, [{ event, requestId: 'req-rabbit-1' }]);
    assert.equal(await messageCount(names('once').main), 0, 'the delivery was not acked');
  });

  test('a handler that throws once is retried through the retry queue, then succeeds', async () => {
    const bus = await startBus();
    const attempts: string[] = [];
    await subscribe(bus, 'retry-once', async (event) => {
      attempts.push(event.id);
      if (attempts.length === 1) throw new Error('temporary failure');
    });
    const event = newEvent(artistDeletedEvent, { artistId: 10 });
    await bus.publish(event);
    await waitFor(() => attempts.length >= 2, 'the retry');
    await bus.close();
    assert.deepEqual(attempts, [event.id, event.id]);
    const queues = names('retry-once');
    assert.equal(await messageCount(queues.main), 0);
    assert.equal(await messageCount(queues.retry(200)), 0);
    assert.equal(await messageCount(queues.deadLetter), 0, 'a succeeded event was dead-lettered');
  });

  test('a handler that always throws ends in the dead-letter queue after maxAttempts', async () => {
    const bus = await startBus();
    let calls = 0;
    await subscribe(bus, 'always-fails', async () => {
      calls++;
      throw new Error(`permanent failure ${calls}`);
    });
    const event = newEvent(artistDeletedEvent, { artistId: 11 });
    await bus.publish(event);
    const message = await waitFor(
      () => withChannel(async (channel) => channel.get(names('always-fails').deadLetter, { noAck: true })),
      'the dead letter',
      15_000,
      50,
    );
    assert.equal(calls, retry.maxAttempts);
    assert.equal(message.properties.headers?.['x-attempt'], retry.maxAttempts);
    assert.equal(message.properties.headers?.['x-last-error'], 'permanent failure 3');
    assert.equal(message.properties.messageId, event.id);
    assert.deepEqual(JSON.parse(message.content.toString('utf8')), JSON.parse(JSON.stringify(event)));
  });

  test('a message that is not an event envelope is parked at once, never handled', async () => {
    const bus = await startBus();
    let calls = 0;
    await subscribe(bus, 'strict-reader', async () => void calls++);
    await withChannel(async (channel) =>
      channel.publish(
        `${namespace}.events`,
        'catalog.artist.created',
        Buffer.from('{"type":"catalog.artist.created"}'),
      ),
    );
    const message = await waitFor(
      () => withChannel(async (channel) => channel.get(names('strict-reader').deadLetter, { noAck: true })),
      'the dead letter',
      15_000,
      50,
    );
    assert.equal(message.properties.headers?.['x-last-error'], 'message is not an event envelope');
    assert.equal(message.properties.headers?.['x-attempt'], 1, 'no retries were spent on it');
    assert.equal(calls, 0);
  });

  test('publish and ping before start() reject with "not connected"', async () => {
    const bus = new RabbitMqEventBus({ url: vhost.url, namespace, logger, retry });
    await assert.rejects(bus.publish(newEvent(artistDeletedEvent, { artistId: 12 })), /not connected/);
    await assert.rejects(bus.ping(), /not connected/);
  });

  test('events published while a consumer is down wait in its durable queue', async () => {
    const first = await startBus();
    await subscribe(first, 'durable', async () => assert.fail('the first bus must not receive anything'));
    await first.close();

    const publisher = await startBus();
    const events = [
      newEvent(artistDeletedEvent, { artistId: 13 }),
      newEvent(artistDeletedEvent, { artistId: 14 }),
    ];
    for (const event of events) await publisher.publish(event);
    await waitFor(async () => (await messageCount(names('durable').main)) === 2, 'the queued events');

    const second = await startBus();
    const received: EventEnvelope[] = [];
    await subscribe(second, 'durable', async (event) => void received.push(event));
    await waitFor(() => received.length >= 2, 'the queued events to be delivered');
    assert.deepEqual(received.map((event) => event.id).sort(), events.map((event) => event.id).sort());
  });

  test('subscribeTo() gives the handler a parsed payload and parks one that breaks the contract', async () => {
    const bus = await startBus();
    const artistIds: number[] = [];
    await bus.subscribeTo(
      artistDeletedEvent,
      'typed',
      async (event) => void artistIds.push(event.payload.artistId),
    );
    await withChannel(async (channel) => {
      const bad = { ...newEvent(artistDeletedEvent, { artistId: 1 }), payload: { artistId: 'one' } };
      channel.publish(`${namespace}.events`, bad.type, Buffer.from(JSON.stringify(bad)));
    });
    await bus.publish(newEvent(artistDeletedEvent, { artistId: 2 }));
    const parked = await waitFor(
      () => withChannel(async (channel) => channel.get(names('typed').deadLetter, { noAck: true })),
      'the parked event',
      15_000,
      50,
    );
    await waitFor(() => artistIds.length === 1, 'the valid event');
    assert.deepEqual(artistIds, [2]);
    assert.equal(parked.properties.headers?.['x-attempt'], 1, 'a contract failure was retried');
    assert.match(String(parked.properties.headers?.['x-last-error']), /breaks its contract: artistId/);
  });

  test("'per-instance' gives every bus its own copy; 'shared' splits the events between buses", async () => {
    const [first, second] = [await startBus(), await startBus()];
    const perInstance = new Map<RabbitMqEventBus, string[]>([
      [first, []],
      [second, []],
    ]);
    const shared: string[] = [];
    for (const bus of [first, second]) {
      await within(
        bus.subscribe({
          consumer: 'edge-cache',
          eventTypes: ['catalog.#'],
          delivery: 'per-instance',
          handle: async (event) => void perInstance.get(bus)!.push(event.id),
        }),
        10_000,
        'per-instance subscribe',
      );
      await subscribe(bus, 'shared-worker', async (event) => void shared.push(event.id));
    }
    const events = [21, 22, 23, 24].map((artistId) => newEvent(artistDeletedEvent, { artistId }));
    for (const event of events) await first.publish(event);
    await waitFor(
      () => [...perInstance.values()].every((ids) => ids.length === 4) && shared.length === 4,
      'all deliveries',
    );
    const ids = events.map((event) => event.id);
    assert.deepEqual(perInstance.get(first), ids);
    assert.deepEqual(perInstance.get(second), ids);
    assert.deepEqual([...shared].sort(), [...ids].sort(), 'a shared consumer saw an event twice');
    // A failed checkQueue closes its channel, so each check gets one of its own.
    const queues = await Promise.all(
      ['edge-cache', 'shared-worker'].map((consumer) =>
        withChannel(async (channel) => (await channel.checkQueue(names(consumer).main)).queue).catch(
          () => undefined,
        ),
      ),
    );
    assert.deepEqual(queues, [undefined, names('shared-worker').main], 'per-instance queues are not durable');
  });
});
