import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defineEvent } from '@atelier/contracts';
import { z } from 'zod';
import { newEvent } from '../events/new-event.js';
import { connectPostgres } from './database-connection.js';
import { recordEvent, ServiceDatabase } from './service-database.js';

const pinged = defineEvent('test.thing.pinged', z.object({ n: z.number() }));

/** A Prisma-like client whose transaction client records the outbox rows written through it. */
class FakePrisma {
  readonly rows: Array<{ type: string; aggregate: string }> = [];
  readonly limits: unknown[] = [];
  disconnected = false;
  async $transaction<T>(work: (tx: FakeTx) => Promise<T>, limits: unknown): Promise<T> {
    this.limits.push(limits);
    const written: FakePrisma['rows'] = [];
    const tx: FakeTx = { outboxEvent: { create: async ({ data }) => void written.push(data) } };
    const result = await work(tx); // a throw rolls back: nothing written is kept
    this.rows.push(...written);
    return result;
  }
  async $disconnect() {
    this.disconnected = true;
  }
}
interface FakeTx {
  outboxEvent: { create(args: { data: { type: string; aggregate: string } }): Promise<void> };
}

// A pool that is never used: the fake client is handed the adapter and ignores it.
const connection = connectPostgres('postgres://nobody@127.0.0.1:1/none');

function database() {
  const prisma = new FakePrisma();
  const db = new ServiceDatabase({ schema: 'things', connection, client: () => prisma });
  return { db, prisma };
}

test('recordEvent writes the outbox rows in the transaction, keyed by aggregate', async () => {
  const { db, prisma } = database();
  await db.transaction(async (tx) => {
    await recordEvent(tx, newEvent(pinged, { n: 1 }));
    await recordEvent(tx, newEvent(pinged, { n: 2 }), 'thing:2');
  });
  assert.deepEqual(
    prisma.rows.map((row) => row.aggregate),
    ['test.thing', 'thing:2'],
  );
});

test('a transaction that fails keeps none of its outbox rows', async () => {
  const { db, prisma } = database();
  await assert.rejects(
    db.transaction(async (tx) => {
      await recordEvent(tx, newEvent(pinged, { n: 1 }));
      throw new Error('refused');
    }),
    /refused/,
  );
  await db.transaction(async () => 'no events');
  assert.deepEqual(prisma.rows, []);
});

test('recordEvent refuses a client that is not a ServiceDatabase transaction (the relay would not be woken for it)', async () => {
  const { prisma } = database();
  await assert.rejects(
    recordEvent(prisma as unknown as object, newEvent(pinged, { n: 1 })),
    /recordEvent\(test\.thing\.pinged\) outside a ServiceDatabase transaction/,
  );
});

test('the transaction limits, raised for bulk work; close disconnects the client', async () => {
  const { db, prisma } = database();
  await db.transaction(async () => undefined);
  await db.transaction(async () => undefined, 60_000);
  assert.deepEqual(prisma.limits, [
    { maxWait: 10_000, timeout: 15_000 },
    { maxWait: 10_000, timeout: 60_000 },
  ]);
  await db.close();
  assert.equal(prisma.disconnected, true);
});
