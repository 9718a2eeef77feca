import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { artistDeletedEvent, type EventEnvelope } from '@atelier/contracts';
import { pino } from 'pino';
import { currentRequestId } from '../logging/request-context.js';
import { retryDelay, type RetryPolicy } from './event-bus.js';
import { InProcessEventBus } from './in-process-event-bus.js';

const logger = pino({ level: 'silent' });
const fastRetry: RetryPolicy = { maxAttempts: 3, delaysMs: [5, 10] };

let counter = 0;
const envelope = (type: string, payload: unknown = { n: ++counter }): EventEnvelope => ({
  id: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  type,
  occurredAt: new Date(0).toISOString(),
  version: 1,
  requestId: `req-${counter}`,
  payload,
});

const waitFor = async (condition: () => boolean, what: string, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(2);
  }
};

const collector = (bus: InProcessEventBus, consumer: string, eventTypes: string[]) => {
  const received: EventEnvelope[] = [];
  void bus.subscribe({ consumer, eventTypes, handle: async (event) => void received.push(event) });
  return received;
};

describe('InProcessEventBus', () => {
  test('delivers to matching subscribers only, after publish() returned', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const artists = collector(bus, 'artists', ['catalog.artist.*']);
    const exact = collector(bus, 'exact', ['catalog.artist.deleted']);
    const orders = collector(bus, 'orders', ['orders.#', 'test.sentinel']);
    const deleted = envelope('catalog.artist.deleted');
    await bus.publish(deleted);
    assert.equal(artists.length + exact.length, 0, 'delivery is asynchronous');
    const sentinel = envelope('test.sentinel');
    await bus.publish(sentinel);
    await waitFor(() => artists.length === 1 && exact.length === 1 && orders.length === 1, 'deliveries');
    assert.deepEqual(artists, [deleted]);
    assert.deepEqual(exact, [deleted]);
    assert.deepEqual(orders, [sentinel], 'a non-matching subscriber got the event');
    await bus.close();
  });

  test('each subscriber gets its own copy of the event', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const seen: EventEnvelope[] = [];
    await bus.subscribe({
      consumer: 'mutator',
      eventTypes: ['#'],
      handle: async (event) => {
        (event.payload as { tags: string[] }).tags.push('mutated');
        seen.push(event);
      },
    });
    const other = collector(bus, 'reader', ['#']);
    const event = envelope('catalog.product.updated', { tags: ['oak'] });
    await bus.publish(event);
    await waitFor(() => seen.length === 1 && other.length === 1, 'both deliveries');
    assert.notEqual(seen[0], event);
    assert.notEqual(other[0], event);
    assert.deepEqual(event.payload, { tags: ['oak'] }, "the publisher's object was changed");
    assert.deepEqual(other[0].payload, { tags: ['oak'] }, "one subscriber saw another's change");
    await bus.close();
  });

  test("handlers run with the event's request id", async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const ids: Array<string | undefined> = [];
    await bus.subscribe({
      consumer: 'ctx',
      eventTypes: ['#'],
      handle: async () => void ids.push(currentRequestId()),
    });
    const event = envelope('catalog.artist.deleted');
    await bus.publish(event);
    await waitFor(() => ids.length === 1, 'delivery');
    assert.deepEqual(ids, [event.requestId]);
    await bus.close();
  });

  test('a handler that fails then succeeds is retried and not dead-lettered', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const attempts: string[] = [];
    await bus.subscribe({
      consumer: 'flaky',
      eventTypes: ['#'],
      handle: async (event) => {
        attempts.push(event.id);
        if (attempts.length < 3) throw new Error(`failure ${attempts.length}`);
      },
    });
    const event = envelope('catalog.artist.deleted');
    await bus.publish(event);
    await waitFor(() => attempts.length === 3, 'three attempts');
    assert.deepEqual(attempts, [event.id, event.id, event.id]);
    assert.deepEqual(bus.deadLetters, []);
    await bus.close();
  });

  test('a handler that keeps failing is retried maxAttempts times, then dead-lettered', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    let calls = 0;
    await bus.subscribe({
      consumer: 'broken',
      eventTypes: ['catalog.#'],
      handle: async () => {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    });
    const healthy = collector(bus, 'healthy', ['catalog.#']);
    const event = envelope('catalog.artist.deleted');
    await bus.publish(event);
    await waitFor(() => bus.deadLetters.length === 1, 'a dead letter');
    assert.equal(calls, 3);
    assert.deepEqual(bus.deadLetters, [{ consumer: 'broken', event, error: 'boom 3', attempts: 3 }]);
    assert.deepEqual(healthy, [event], 'a failing consumer must not affect another');
    await bus.close();
  });

  test('subscribeTo() hands the handler a payload parsed against its contract', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const ids: number[] = [];
    await bus.subscribeTo(artistDeletedEvent, 'typed', async (event) => {
      ids.push(event.payload.artistId); // typed: no cast
    });
    await bus.publish(envelope('catalog.artist.deleted', { artistId: 7 }));
    await waitFor(() => ids.length === 1, 'the typed delivery');
    assert.deepEqual(ids, [7]);
    await bus.close();
  });

  test('a payload that breaks its contract is parked at once, not retried', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    let calls = 0;
    await bus.subscribeTo(artistDeletedEvent, { consumer: 'typed' }, async () => void calls++);
    const bad = envelope('catalog.artist.deleted', { artistId: 'seven' });
    await bus.publish(bad);
    await waitFor(() => bus.deadLetters.length === 1, 'the parked event');
    assert.equal(calls, 0);
    assert.equal(bus.deadLetters[0].attempts, 1);
    assert.match(bus.deadLetters[0].error, /payload breaks its contract: artistId/);
    await bus.close();
  });

  test("'shared' subscriptions of one consumer take turns; 'per-instance' ones each see every event", async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    const shared = [collector(bus, 'worker', ['#']), collector(bus, 'worker', ['#'])];
    const perInstance = [0, 1].map(() => {
      const received: EventEnvelope[] = [];
      void bus.subscribe({
        consumer: 'edge-cache',
        eventTypes: ['catalog.#'],
        delivery: 'per-instance',
        handle: async (event) => void received.push(event),
      });
      return received;
    });
    const events = [1, 2, 3, 4].map(() => envelope('catalog.artist.deleted'));
    for (const event of events) await bus.publish(event);
    await waitFor(
      () => perInstance.every((received) => received.length === 4) && shared.flat().length === 4,
      'all deliveries',
    );
    assert.deepEqual(perInstance[0], events);
    assert.deepEqual(perInstance[1], events);
    assert.equal(shared[0].length, 2);
    assert.deepEqual(
      shared
        .flat()
        .map((event) => event.id)
        .sort(),
      events.map((event) => event.id).sort(),
    );
    await bus.close();
  });

  test('onConsuming runs once a subscription is registered', async () => {
    const bus = new InProcessEventBus(logger, fastRetry);
    let consuming = 0;
    await bus.subscribe({
      consumer: 'edge-cache',
      eventTypes: ['#'],
      delivery: 'per-instance',
      onConsuming: () => void consuming++,
      handle: async () => undefined,
    });
    assert.equal(consuming, 1);
    await bus.close();
  });

  test('after close(): publish and ping reject, pending retries are dropped', async () => {
    const bus = new InProcessEventBus(logger, { maxAttempts: 5, delaysMs: [20] });
    let calls = 0;
    await bus.subscribe({
      consumer: 'c',
      eventTypes: ['#'],
      handle: async () => void (calls++, assert.fail('nope')),
    });
    await bus.publish(envelope('a.b'));
    await waitFor(() => calls === 1, 'first attempt');
    await bus.close();
    await assert.rejects(bus.publish(envelope('a.b')), /event bus is closed/);
    await assert.rejects(bus.ping(), /event bus is closed/);
    await sleep(60);
    assert.equal(calls, 1, 'a retry ran after close()');
    assert.deepEqual(bus.deadLetters, []);
  });
});

describe('retryDelay', () => {
  test('uses delaysMs[attempt-1] and repeats the last value', () => {
    const policy: RetryPolicy = { maxAttempts: 9, delaysMs: [5, 10, 40] };
    assert.deepEqual(
      [1, 2, 3, 4, 8].map((attempt) => retryDelay(policy, attempt)),
      [5, 10, 40, 40, 40],
    );
  });

  test('falls back to one second without any delays', () => {
    assert.equal(retryDelay({ maxAttempts: 2, delaysMs: [] }, 1), 1_000);
  });
});
