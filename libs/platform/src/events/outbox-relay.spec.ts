import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventEnvelope } from '@atelier/contracts';
import { pino } from 'pino';
import type { EventBus } from './event-bus.js';
import { OutboxRelay } from './outbox-relay.js';
import type { RawSqlClient, TransactionalSqlClient } from './sql-client.js';

const logger = pino({ level: 'silent' });
const row = {
  position: '1',
  id: '00000000-0000-4000-8000-000000000001',
  type: 'catalog.artist.deleted',
  version: 1,
  payload: { artistId: 1 },
  request_id: null,
  occurred_at: new Date(0),
};

/** An in-memory stand-in for the Prisma client: one unpublished row until an UPDATE marks it published. */
const fakeClient = () => {
  const statements: string[] = [];
  let published = false;
  const tx: RawSqlClient = {
    $queryRawUnsafe: async <T>(sql: string) => {
      statements.push(sql);
      return (published ? [] : [row]) as T;
    },
    $executeRawUnsafe: async (sql: string) => {
      statements.push(sql);
      if (sql.includes('published_at = now()')) published = true;
      return 1;
    },
  };
  const client: TransactionalSqlClient = { ...tx, $transaction: (work) => work(tx) };
  return { client, statements };
};

const waitFor = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(2);
  }
};

describe('OutboxRelay (unit)', () => {
  test('does nothing before start() and after stop()', async () => {
    const { client, statements } = fakeClient();
    const published: EventEnvelope[] = [];
    const bus = { publish: async (event: EventEnvelope) => void published.push(event) } as EventBus;
    const relay = new OutboxRelay({ client, schema: 's', bus, logger });
    relay.wake();
    await sleep(5);
    assert.equal(statements.length, 0);
    relay.start();
    await waitFor(() => published.length === 1, 'the publish');
    await relay.stop();
    assert.deepEqual(published[0], {
      id: row.id,
      type: row.type,
      occurredAt: '1970-01-01T00:00:00.000Z',
      version: 1,
      payload: { artistId: 1 },
    });
    const before = statements.length;
    relay.wake();
    await sleep(5);
    assert.equal(statements.length, before, 'a stopped relay ran a query');
  });

  test('stop() during a failing publish leaves no retry timer behind', async () => {
    const { client } = fakeClient();
    let failPublish: ((error: Error) => void) | undefined;
    const bus = {
      publish: () => new Promise<void>((_, reject) => (failPublish = reject)),
    } as unknown as EventBus;
    const timeoutsBefore = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const relay = new OutboxRelay({ client, schema: 's', bus, logger });
    relay.start();
    await waitFor(() => failPublish !== undefined, 'the publish attempt');
    const stopping = relay.stop();
    failPublish!(new Error('broker down'));
    await stopping;
    const timeoutsAfter = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    assert.equal(timeoutsAfter, timeoutsBefore, 'a timer keeps the stopped relay (and the process) alive');
  });
});
