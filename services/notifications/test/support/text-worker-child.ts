// A text worker in a process of its own, for worker-crash.int-spec: the test kills it with
// SIGKILL in the middle of a send, then starts another, as a crashed container would be replaced.
import { connectPostgres, createLogger } from '@atelier/platform';
import { NotificationsDatabase } from '../../src/database/notifications-database.js';
import { PhoneConfirmationsRepository } from '../../src/confirmations/phone-confirmations.repository.js';
import { OptOutsRepository } from '../../src/opt-outs/opt-outs.repository.js';
import { BullMqTextQueue } from '../../src/texts/bullmq-text-queue.js';
import { TextDelivery } from '../../src/texts/text-delivery.js';
import { TextMessagesRepository } from '../../src/texts/text-messages.repository.js';
import { TwilioSmsSender } from '../../src/texts/twilio-sms-sender.js';
import { DAYTIME, PUBLIC_ORIGIN } from './test-notifications.js';
import { LocalTwilioHttpClient, TEST_TWILIO } from './twilio-fake.js';
import { TEST_REDIS_URL } from './test-texting.js';

const { DATABASE_URL, REDIS_PREFIX, TWILIO_FAKE_URL } = process.env;
const logger = createLogger('text-worker-child', 'warn');
const db = new NotificationsDatabase(connectPostgres(DATABASE_URL!, 2));
const queue = new BullMqTextQueue({
  redisUrl: TEST_REDIS_URL,
  prefix: REDIS_PREFIX!,
  settings: { maxAttempts: 5, retryBaseMs: 100, ratePerSecond: 50 },
  logger,
  // Short, so the next worker takes the killed one's job within seconds; long enough that a busy
  // machine never lets a live worker's lock lapse between two renewals (every half of it).
  lockDurationMs: 3_000,
});
const delivery = new TextDelivery(
  new TextMessagesRepository(db),
  new OptOutsRepository(db),
  new PhoneConfirmationsRepository(db),
  new TwilioSmsSender({ ...TEST_TWILIO, httpClient: new LocalTwilioHttpClient(TWILIO_FAKE_URL!) }),
  {
    publicOrigin: PUBLIC_ORIGIN,
    validitySeconds: 3600,
    helpContact: 'hello@atelier.test',
    now: () => DAYTIME,
  },
  logger,
);
await queue.startWorker(delivery.process);
process.stdout.write('ready\n');
