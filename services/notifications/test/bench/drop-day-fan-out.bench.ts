// The drop-day benchmark (run by bench/drop-day.bench.mjs, which prints what this prints):
// 1. 10,000 signups for one item; from the conversion event's publication until every job is in
//    BullMQ (Redis) and the inbox transaction has committed;
// 2. the worker sending those texts through the twilio SDK to the local Twilio fake: unthrottled
//    (TEXT_RATE_PER_SECOND far above what it reaches) for its capacity, then at a set rate for the
//    limiter's accuracy. Real PostgreSQL and Redis of the machine, each run in its own database and
//    key prefix. Figures only: nothing here asserts a time.
import { randomBytes } from 'node:crypto';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { createTestDatabase } from '@atelier/platform/testing';
import { startNotifications } from '../../src/index.js';
import { BullMqTextQueue } from '../../src/texts/bullmq-text-queue.js';
import { TwilioSmsSender } from '../../src/texts/twilio-sms-sender.js';
import { PhoneConfirmationsRepository } from '../../src/confirmations/phone-confirmations.repository.js';
import { OptOutsRepository } from '../../src/opt-outs/opt-outs.repository.js';
import { TextDelivery } from '../../src/texts/text-delivery.js';
import { TextMessagesRepository } from '../../src/texts/text-messages.repository.js';
import { converted, eventually, sneakPeek, upserted } from '../support/catalog-events.js';
import { DAYTIME } from '../support/test-notifications.js';
import { LocalTwilioHttpClient, TEST_TWILIO, TwilioFake } from '../support/twilio-fake.js';
import { TEST_REDIS_URL } from '../support/test-texting.js';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 10_000);
const SEND_COUNT = Math.min(SIGNUPS, Number(process.env.BENCH_SEND_COUNT ?? 3_000));
const LIMITED_RATE = Number(process.env.BENCH_LIMITED_RATE ?? 50);
const LIMITED_SECONDS = Number(process.env.BENCH_LIMITED_SECONDS ?? 5);

const logger = createLogger('bench', 'warn');
const database = await createTestDatabase('bench_drop_day');
const bus = new InProcessEventBus(logger);
const fake = new TwilioFake();
await fake.start();
const prefix = `atelier-bench-${randomBytes(4).toString('hex')}`;
const queueWith = (ratePerSecond: number) =>
  new BullMqTextQueue({
    redisUrl: TEST_REDIS_URL,
    prefix,
    settings: { maxAttempts: 3, retryBaseMs: 200, ratePerSecond },
    logger,
  });
const sender = () => new TwilioSmsSender({ ...TEST_TWILIO, httpClient: new LocalTwilioHttpClient(fake.url) });
const service = (textQueue: BullMqTextQueue, runWorker: boolean) =>
  startNotifications(
    { database: database.connection, bus, logger, textQueue, smsSender: sender, runWorker },
    {
      port: 0,
      host: '127.0.0.1',
      internalAuthSecret: 'bench-secret-0123456789abcdef0123456789',
      texting: {
        publicOrigin: 'https://atelier.test',
        validitySeconds: 3600,
        helpContact: 'x@y.z',
        now: () => DAYTIME,
      },
    },
  );

const fanOutQueue = queueWith(1000);
const api = await service(fanOutQueue, false);
try {
  const item = sneakPeek(1, 'Benchmark Credenza');
  await bus.publish(upserted(item));
  await eventually('the item', async () => (await api.db.prisma.comingSoonItem.count()) === 1);
  // Setup, not measured: the signups as one INSERT (10,000 API calls would measure the API instead).
  await api.db.prisma.$executeRaw`
    INSERT INTO "notifications"."notification_signups" (coming_soon_id, phone_number, consent_text)
    SELECT 1, '+1415' || lpad(n::text, 7, '0'), 'bench' FROM generate_series(2000000, ${2_000_000 + SIGNUPS - 1}) AS n`;
  // Every number has confirmed (double opt-in): only confirmed numbers are texted on drop day.
  await api.db.prisma.$executeRaw`
    INSERT INTO "notifications"."phone_confirmations" (phone_number, requested_at, confirmed_at)
    SELECT DISTINCT phone_number, now(), now() FROM "notifications"."notification_signups"`;

  const event = converted(item);
  const started = performance.now();
  await bus.publish(event);
  await eventually(
    'the fan-out',
    async () => (await api.db.prisma.inboxEvent.count({ where: { eventId: event.id } })) === 1,
    120_000,
  );
  const fanOutMs = performance.now() - started;
  const queued = await fanOutQueue.pendingCount();
  console.log(
    `fan-out: ${SIGNUPS} signups -> ${queued} jobs in BullMQ, inbox committed: ${fanOutMs.toFixed(0)} ms`,
  );

  // The worker, unthrottled: texts per second it reaches against the fake.
  const worker = queueWith(1000);
  await worker.startWorker(workerProcess(api));
  const sendStart = performance.now();
  await eventually('sends', async () => fake.messages.length >= SEND_COUNT, 300_000);
  const capacity = (SEND_COUNT / (performance.now() - sendStart)) * 1000;
  await worker.close();
  console.log(`worker, unthrottled: ${SEND_COUNT} texts at ${capacity.toFixed(0)} texts/s`);

  // The limiter: a worker at LIMITED_RATE for LIMITED_SECONDS.
  const limited = queueWith(LIMITED_RATE);
  const before = fake.messages.length;
  await limited.startWorker(workerProcess(api));
  await new Promise((resolve) => setTimeout(resolve, LIMITED_SECONDS * 1000));
  await limited.close();
  const limitedRate = (fake.messages.length - before) / LIMITED_SECONDS;
  console.log(
    `worker at TEXT_RATE_PER_SECOND=${LIMITED_RATE}: ${limitedRate.toFixed(1)} texts/s over ${LIMITED_SECONDS} s (ratio ${(limitedRate / LIMITED_RATE).toFixed(2)})`,
  );
  const duplicates = fake.messages.length - new Set(fake.messages.map((m) => m.to)).size;
  console.log(`texts sent twice to one number: ${duplicates}`);
  console.log(
    JSON.stringify({
      signups: SIGNUPS,
      fanOutMs: Math.round(fanOutMs),
      jobs: queued,
      capacityPerSecond: Math.round(capacity),
      limitedRate,
      duplicates,
    }),
  );
} finally {
  await api.close();
  await bus.close();
  await fake.stop();
  await database.drop();
}

/** The worker's processor, built as startNotifications builds it (see test/support/text-worker-child.ts). */
function workerProcess(running: Awaited<ReturnType<typeof service>>) {
  const settings = {
    publicOrigin: 'https://atelier.test',
    validitySeconds: 3600,
    helpContact: 'x@y.z',
    now: () => DAYTIME,
  };
  return new TextDelivery(
    new TextMessagesRepository(running.db),
    new OptOutsRepository(running.db),
    new PhoneConfirmationsRepository(running.db),
    sender(),
    settings,
    logger,
  ).process;
}
