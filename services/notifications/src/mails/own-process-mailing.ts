import type { Logger } from 'pino';
import { BullMqJobQueue } from '../jobs/bullmq-job-queue.js';
import { MAIL_QUEUE_NAME, type MailKey, type MailQueue } from './mail-queue.js';
import type { MailSender } from './mail-sender.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

interface MailQueueEnv {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
  MAIL_MAX_ATTEMPTS: number;
  MAIL_RETRY_BASE_MS: number;
  MAIL_RATE_PER_SECOND: number;
}

interface SmtpEnv {
  SMTP_HOST?: string;
  SMTP_PORT: number;
  SMTP_SECURITY: 'starttls' | 'tls' | 'none';
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
}

/** The API process's mail queue: BullMQ beside the text queue (same Redis and prefix, its own queue). */
export function bullMqMailQueueFrom(env: MailQueueEnv, logger: Logger): MailQueue {
  return new BullMqJobQueue<MailKey>(
    { queue: MAIL_QUEUE_NAME, job: 'mail' },
    {
      redisUrl: env.REDIS_URL,
      prefix: `${env.REDIS_KEY_PREFIX}:notifications`,
      settings: {
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
        retryBaseMs: env.MAIL_RETRY_BASE_MS,
        ratePerSecond: env.MAIL_RATE_PER_SECOND,
      },
      logger,
    },
  );
}

/** SMTP when SMTP_HOST is set; else undefined: the logged sender. */
export function smtpSenderFrom(env: SmtpEnv): (() => MailSender) | undefined {
  if (!env.SMTP_HOST) return undefined;
  const settings = {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    security: env.SMTP_SECURITY,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD } : {}),
  };
  return () => new SmtpMailSender(settings);
}
