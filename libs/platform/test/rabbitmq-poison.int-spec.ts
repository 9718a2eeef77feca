// A message that kills its consumer on every delivery: attempts are counted across the crashes
// (quorum delivery count), so it lands in the dead-letter queue after maxAttempts, while every
// other event is handled exactly once; the admin script lists it and replays it. Own vhost.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { artistDeletedEvent } from '@atelier/contracts';
import { pino } from 'pino';
import { runMigrations } from '../src/database/migration-runner.js';
import { listDeadLetters } from '../src/events/dead-letters.js';
import { newEvent } from '../src/events/new-event.js';
import { RabbitMqEventBus } from '../src/events/rabbitmq-event-bus.js';
import {
  createTestDatabase,
  createTestVhost,
  pgPool,
  type TestDatabase,
  type TestVhost,
  testNamespace,
} from '../src/testing/index.js';
import { ChildLines } from './fixtures/child-lines.js';
import { waitFor } from './fixtures/wait.js';

const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
const CONSUMER = fileURLToPath(new URL('./fixtures/poison-consumer.js', import.meta.url));
const SCRIPT = fileURLToPath(new URL('../../../../scripts/dead-letters.mjs', import.meta.url));
const MAX_ATTEMPTS = 3; // the fixture's RetryPolicy
const namespace = testNamespace('poison');

let vhost: TestVhost;
let db: TestDatabase;
let publisher: RabbitMqEventBus;
const children: ChildLines[] = [];

const markerFile = join(tmpdir(), `atelier-poison-${process.pid}-${Date.now()}`);
const consumerEnv = (poisonArtistId: string) => ({
  FLAKY_ARTIST_ID: '777',
  MARKER_FILE: markerFile,
  DATABASE_URL: db.url,
  RABBITMQ_URL: vhost.url,
  EVENT_NAMESPACE: namespace,
  POISON_ARTIST_ID: poisonArtistId,
});
/** A consumer process; a restarted one may die on the poison event before it says "ready". */
const startConsumer = (poisonArtistId: string) => {
  const child = new ChildLines(CONSUMER, consumerEnv(poisonArtistId));
  children.push(child);
  return child;
};
const deadLetterScript = async (...args: string[]) =>
  (
    await promisify(execFile)(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, RABBITMQ_URL: vhost.url, EVENT_NAMESPACE: namespace },
      timeout: 60_000,
    })
  ).stdout;

before(async () => {
  vhost = await createTestVhost('poison');
  db = await createTestDatabase('bus_poison');
  await runMigrations(db.connection, { schema: 'poison', migrationsDir: MIGRATIONS });
  publisher = new RabbitMqEventBus({ url: vhost.url, namespace, logger: pino({ level: 'silent' }) });
  await publisher.start();
});

after(async () => {
  await Promise.all(children.map((child) => child.stop()));
  await publisher?.close();
  await db?.drop();
  await vhost?.delete();
  rmSync(markerFile, { force: true });
});

/**
 * How a started consumer ends up: killed by the event it was given, or alive 3 s after it said it was
 * ready (nothing left to crash it). The window starts at "ready", not at the spawn: on a busy
 * machine a start alone can take longer than 3 s.
 */
const crashedOrAlive = async (consumer: ReturnType<typeof startConsumer>) => {
  let ended = false;
  void consumer.exited.then(() => (ended = true));
  while (!ended && !consumer.lines.includes('ready')) await sleep(50);
  return Promise.race([consumer.exited, sleep(3_000).then(() => 'alive')]);
};

test('a consumer killed on every delivery of one event: parked after maxAttempts, the rest handled once, then replayed', async () => {
  let consumer = startConsumer('666');
  await consumer.waitForLine((line) => line === 'ready'); // its queue exists: publishing can start
  const poison = newEvent(artistDeletedEvent, { artistId: 666 });
  const others = [1, 2, 3, 4, 5, 6].map((artistId) => newEvent(artistDeletedEvent, { artistId }));
  for (const event of [others[0], others[1], poison, ...others.slice(2)]) await publisher.publish(event);

  // Restart the consumer after each crash, as a process supervisor would, until the event is parked.
  let crashes = 0;
  while ((await crashedOrAlive(consumer)) === 'SIGKILL') {
    crashes++;
    assert.ok(crashes <= MAX_ATTEMPTS, 'the poison event was delivered after its attempts were used up');
    consumer = startConsumer('666');
  }
  const allLines = () => children.flatMap((child) => child.lines);
  assert.equal(crashes, MAX_ATTEMPTS);
  assert.deepEqual(
    allLines().filter((line) => line.startsWith('attempt ')),
    Array(MAX_ATTEMPTS).fill(`attempt ${poison.id}`),
  );
  await waitFor(
    () => others.every((event) => allLines().includes(`handled ${event.id}`)),
    'the other events',
  );
  const handled = allLines().filter((line) => line.startsWith('handled '));
  assert.deepEqual(
    handled.sort(),
    others.map((event) => `handled ${event.id}`).sort(),
    'handled twice or lost',
  );

  const parked = await waitFor(async () => {
    const letters = await listDeadLetters({ url: vhost.url, namespace, consumer: 'poison-consumer' });
    return letters.length === 1 ? letters : undefined;
  }, 'the parked event');
  assert.equal(parked[0].eventId, poison.id);
  assert.match(parked[0].reason, /delivery limit/);

  const listing = await deadLetterScript('list', 'poison-consumer');
  assert.match(listing, new RegExp(`${poison.id}\\s+catalog\\.artist\\.deleted`));
  assert.match(listing, /1 parked event\(s\) for poison-consumer/);

  // The bug is fixed (this consumer does not crash on it): replay the parked event.
  await consumer.stop();
  const fixed = startConsumer('none');
  await fixed.waitForLine((line) => line === 'ready');
  assert.match(await deadLetterScript('replay', 'poison-consumer', poison.id), /1 event\(s\) replayed/);
  await fixed.waitForLine((line) => line === `handled ${poison.id}`);
  assert.deepEqual(await listDeadLetters({ url: vhost.url, namespace, consumer: 'poison-consumer' }), []);
  const { rows } = await pgPool(db.connection).query(`SELECT count(*)::int AS n FROM poison.inbox_events`);
  assert.equal(rows[0].n, others.length + 1);
});

test('a handler failure and crashes add up: the event is parked once maxAttempts ran, whatever ended them', async () => {
  let consumer = startConsumer('none');
  await consumer.waitForLine((line) => line === 'ready');
  const flaky = newEvent(artistDeletedEvent, { artistId: 777 });
  await publisher.publish(flaky);
  let crashes = 0;
  while ((await crashedOrAlive(consumer)) === 'SIGKILL') {
    crashes++;
    assert.ok(crashes < MAX_ATTEMPTS, 'the event was delivered after its attempts were used up');
    consumer = startConsumer('none');
  }
  // Attempt 1 threw (retry queue), attempts 2 and 3 crashed; the bus parks it on delivery 4.
  const lines = children.flatMap((child) => child.lines).filter((line) => line.endsWith(flaky.id));
  assert.deepEqual(lines, [`failed ${flaky.id}`, `attempt ${flaky.id}`, `attempt ${flaky.id}`]);
  const parked = await waitFor(async () => {
    const letters = await listDeadLetters({ url: vhost.url, namespace, consumer: 'poison-consumer' });
    return letters.length === 1 ? letters : undefined;
  }, 'the parked event');
  assert.equal(parked[0].eventId, flaky.id);
  assert.equal(parked[0].attempts, MAX_ATTEMPTS);
  assert.match(
    parked[0].reason,
    /attempts used up; the consumer stopped during the last one \(temporary failure\)/,
  );
});
