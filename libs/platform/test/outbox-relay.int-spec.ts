import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { EventEnvelope } from '@atelier/contracts';
import { pino } from 'pino';
import { closeDatabase, connectPostgres } from '../src/database/database-connection.js';
import { runMigrations } from '../src/database/migration-runner.js';
import type { EventBus } from '../src/events/event-bus.js';
import { InProcessEventBus } from '../src/events/in-process-event-bus.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { pgPool, pgSqlClient } from '../src/testing/pg-sql-client.js';
import { waitFor, within } from './fixtures/wait.js';

const SCHEMA = 'relay_test';
// Only a platform-migrations.json: the outbox table comes from the platform migration, as in services.
const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
const logger = pino({ level: 'silent' });
const OCCURRED_AT = new Date('2026-03-01T10:00:00.123Z');

/** An in-process bus that records every publish and fails while `failing` is set. */
class FlakyBus extends InProcessEventBus {
  failing = false;
  failures = 0;
  publishDelayMs = 0;
  readonly published: string[] = [];
  override async publish(event: EventEnvelope) {
    if (this.failing) {
      this.failures++;
      throw new Error('broker unavailable');
    }
    if (this.publishDelayMs) await sleep(this.publishDelayMs);
    this.published.push(event.id);
    await super.publish(event);
  }
}

interface OutboxState {
  id: string;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
}

describe('OutboxRelay (PostgreSQL)', () => {
  let db: TestDatabase;
  const table = `"${SCHEMA}"."outbox_events"`;
  const pool = () => pgPool(db.connection);
  const rows = async () =>
    (
      await pool().query<OutboxState>(
        `SELECT id::text, published_at, attempts, last_error FROM ${table} ORDER BY position`,
      )
    ).rows;
  const insert = async (
    events: Array<{ id: string; requestId?: string; payload?: object; aggregate?: string }>,
  ) => {
    for (const event of events) {
      await pool().query(
        `INSERT INTO ${table} (id, aggregate, type, version, payload, request_id, occurred_at)
         VALUES ($1, $2, $3, 1, $4, $5, $6)`,
        [
          event.id,
          event.aggregate ?? 'artist:1',
          'catalog.artist.deleted',
          event.payload ?? { artistId: 1 },
          event.requestId ?? null,
          OCCURRED_AT,
        ],
      );
    }
  };
  // fallbackPollMs is long, so only wake() and the relay's own retry timer trigger a pass.
  const relayOn = (bus: EventBus, pgPoolToUse = pool(), batchSize?: number, leaseMs?: number) =>
    new OutboxRelay({
      client: pgSqlClient(pgPoolToUse),
      schema: SCHEMA,
      bus,
      logger,
      batchSize,
      leaseMs,
      fallbackPollMs: leaseMs ?? 60_000,
    });
  const allPublished = async () => (await rows()).every((row) => row.published_at);
  const subscriber = async (bus: EventBus) => {
    const received: EventEnvelope[] = [];
    await bus.subscribe({
      consumer: 'test',
      eventTypes: ['#'],
      handle: async (event) => void received.push(event),
    });
    return received;
  };

  before(async () => {
    db = await createTestDatabase('outbox_relay');
    await runMigrations(db.connection, { schema: SCHEMA, migrationsDir: MIGRATIONS });
  });
  beforeEach(async () => void (await pool().query(`TRUNCATE ${table}`)));
  after(async () => db?.drop());

  test('wake() publishes committed rows in insertion order and marks them published', async () => {
    const bus = new InProcessEventBus(logger);
    const received = await subscriber(bus);
    const relay = relayOn(bus);
    relay.start();
    try {
      // Ids sort opposite to insertion order: only ORDER BY position gives the expected order.
      const ids = [
        'ffffffff-0000-4000-8000-000000000001',
        '88888888-0000-4000-8000-000000000002',
        '11111111-0000-4000-8000-000000000003',
      ];
      await insert([
        { id: ids[0], requestId: 'req-1', payload: { artistId: 41 } },
        { id: ids[1] },
        { id: ids[2], payload: { artistId: 43 } },
      ]);
      relay.wake();
      await waitFor(async () => (await allPublished()) && received.length === 3, 'three published rows');
      assert.deepEqual(
        received.map((event) => event.id),
        ids,
      );
      assert.deepEqual(received[0], {
        id: ids[0],
        type: 'catalog.artist.deleted',
        occurredAt: '2026-03-01T10:00:00.123Z',
        version: 1,
        requestId: 'req-1',
        payload: { artistId: 41 },
      });
      assert.equal('requestId' in received[1], false, 'a row without request_id must not invent one');
      for (const row of await rows()) assert.equal(row.attempts, 0);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  test('a failing publish leaves the row unpublished with the error, and the relay retries on its own', async () => {
    const bus = new FlakyBus(logger);
    const received = await subscriber(bus);
    bus.failing = true;
    const relay = relayOn(bus);
    relay.start();
    try {
      const ids = ['22222222-0000-4000-8000-000000000001', '11111111-0000-4000-8000-000000000002'];
      await insert(ids.map((id) => ({ id })));
      relay.wake();
      const failed = await waitFor(async () => {
        const [first] = await rows();
        return first.attempts >= 1 ? first : undefined;
      }, 'a recorded publish failure');
      assert.equal(failed.published_at, null);
      assert.equal(failed.last_error, 'broker unavailable');
      const [, second] = await rows();
      assert.equal(second.published_at, null, 'a row overtook the failed one');
      assert.equal(received.length, 0);

      bus.failing = false; // no wake(): the relay must come back by itself
      await waitFor(allPublished, 'the retried publish', 15_000);
      await waitFor(() => received.length === 2, 'deliveries');
      assert.deepEqual(
        received.map((event) => event.id),
        ids,
      );
      const [first] = await rows();
      assert.equal(first.attempts, bus.failures, 'every failed publish is counted on the row');
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  test('while the broker confirms, no transaction is open and no row is locked', async () => {
    let confirm: (() => void) | undefined;
    const bus = new FlakyBus(logger);
    const publish = bus.publish.bind(bus);
    bus.publish = async (event) => {
      await new Promise<void>((resolve) => (confirm = resolve));
      await publish(event);
    };
    const relay = relayOn(bus);
    try {
      await insert([{ id: '33333333-0000-4000-8000-000000000001' }]);
      relay.start();
      await waitFor(() => confirm, 'the publish waiting for its confirm');
      const { rows: open } = await pool().query(
        `SELECT state FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      assert.deepEqual(open, [], 'a transaction stays open during the publish');
      const { rows: claimed } = await pool().query(
        `SELECT claimed_by FROM ${table} FOR UPDATE NOWAIT`, // throws if the relay held a row lock
      );
      assert.ok(claimed[0].claimed_by, 'the row is claimed while it is published');
      confirm!();
      await waitFor(allPublished, 'the row marked published');
      const [row] = (await pool().query(`SELECT claimed_by, claimed_until FROM ${table}`)).rows;
      assert.deepEqual(row, { claimed_by: null, claimed_until: null });
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  test("a crashed relay's rows are taken over once its lease expires, in order per aggregate", async () => {
    const ids = [
      '44444444-0000-4000-8000-000000000001', // artist:1, claimed by a relay that died
      '44444444-0000-4000-8000-000000000002', // artist:2, free
      '44444444-0000-4000-8000-000000000003', // artist:1, must wait for the first
    ];
    await insert([
      { id: ids[0], aggregate: 'artist:1' },
      { id: ids[1], aggregate: 'artist:2' },
      { id: ids[2], aggregate: 'artist:1' },
    ]);
    await pool().query(
      `UPDATE ${table} SET claimed_by = 'crashed-relay', claimed_until = now() + interval '1 second' WHERE id = $1`,
      [ids[0]],
    );
    const bus = new FlakyBus(logger);
    const relay = relayOn(bus, pool(), 100, 1_000);
    relay.start();
    try {
      await waitFor(() => bus.published.length === 1, 'the free aggregate published');
      assert.deepEqual(bus.published, [ids[1]], 'a row overtook the crashed relay’s claim');
      await waitFor(allPublished, 'the taken-over rows published', 15_000);
      assert.deepEqual(bus.published, [ids[1], ids[0], ids[2]]);
    } finally {
      await relay.stop();
      await bus.close();
    }
  });

  test('two relays on the same table never publish a row twice, and keep each aggregate in order', async () => {
    const count = 300;
    const ids = Array.from(
      { length: count },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await pool().query(
      `INSERT INTO ${table} (id, aggregate, type, version, payload, occurred_at)
       SELECT id::uuid, 'artist:' || (n % 5), 'catalog.artist.deleted', 1, jsonb_build_object('artistId', n), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
      [ids],
    );
    const bus = new FlakyBus(logger);
    bus.publishDelayMs = 1; // keeps each batch's claim live long enough for the relays to overlap
    const secondConnection = connectPostgres(db.url, 3);
    const relays = [relayOn(bus, pool(), 7), relayOn(bus, pgPool(secondConnection), 7)];
    try {
      for (const relay of relays) relay.start();
      await waitFor(allPublished, 'all rows published', 20_000);
      await within(Promise.all(relays.map((relay) => relay.stop())), 10_000, 'stopping the relays');
      assert.equal(new Set(bus.published).size, count);
      assert.equal(bus.published.length, count, 'some rows were published more than once');
      for (let aggregate = 0; aggregate < 5; aggregate++) {
        const inAggregate = bus.published.filter((id) => (Number(id.slice(-12)) + 1) % 5 === aggregate);
        assert.deepEqual(inAggregate, [...inAggregate].sort(), `artist:${aggregate} out of order`);
      }
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
      await bus.close();
      await closeDatabase(secondConnection);
    }
  });
});
