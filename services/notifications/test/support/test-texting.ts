// What the texting tests share: the machine's RabbitMQ (a vhost of their own) and Redis (a key
// prefix of their own), and the Twilio fake the real SDK is pointed at.
import { randomBytes } from 'node:crypto';
import { createLogger, RabbitMqEventBus } from '@atelier/platform';
import { Queue } from 'bullmq';
import { createTestVhost, type TestVhost, testNamespace } from '@atelier/platform/testing';
import { BullMqTextQueue } from '../../src/texts/bullmq-text-queue.js';
import { TwilioSmsSender } from '../../src/texts/twilio-sms-sender.js';
import { LocalTwilioHttpClient, TEST_TWILIO, TwilioFake } from './twilio-fake.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TextingRig {
  vhost: TestVhost;
  bus: RabbitMqEventBus;
  fake: TwilioFake;
  redisPrefix: string;
  newQueue: (lockDurationMs?: number) => BullMqTextQueue;
  twilioSender: () => TwilioSmsSender;
  /** BullMQ's own view of the text queue (jobs' states, delays and attempts); closed with the rig. */
  inspectQueue: () => Queue;
  close: () => Promise<void>;
}

export async function startTextingRig(label: string): Promise<TextingRig> {
  const logger = createLogger('test', (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent');
  const vhost = await createTestVhost(label);
  const bus = new RabbitMqEventBus({
    url: vhost.url,
    namespace: testNamespace(label),
    logger,
    retry: { maxAttempts: 5, delaysMs: [200] },
  });
  await bus.start();
  const fake = new TwilioFake();
  await fake.start();
  const redisPrefix = `atelier-test-${label}-${randomBytes(4).toString('hex')}`;
  const inspectors: Queue[] = [];
  return {
    vhost,
    bus,
    fake,
    redisPrefix,
    newQueue: (lockDurationMs) =>
      new BullMqTextQueue({
        redisUrl: TEST_REDIS_URL,
        prefix: redisPrefix,
        settings: { maxAttempts: 5, retryBaseMs: 100, ratePerSecond: 50 },
        logger,
        ...(lockDurationMs ? { lockDurationMs } : {}),
      }),
    twilioSender: () =>
      new TwilioSmsSender({ ...TEST_TWILIO, httpClient: new LocalTwilioHttpClient(fake.url) }),
    inspectQueue: () => {
      const redis = new URL(TEST_REDIS_URL);
      const queue = new Queue('drop-day-texts', {
        prefix: redisPrefix,
        connection: { host: redis.hostname, port: Number(redis.port || 6379) },
      });
      inspectors.push(queue);
      return queue;
    },
    close: async () => {
      for (const queue of inspectors) await queue.close();
      await bus.close();
      await fake.stop();
      await vhost.delete();
    },
  };
}
