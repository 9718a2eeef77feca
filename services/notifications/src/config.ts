import {
  blankAsUnset,
  envBoolean,
  envOptional,
  envPort,
  envRedisUrl,
  listenEnvFields,
  loadConfig,
  metricsEnvFields,
  ownProcessEnvFields,
  serviceEnvFields,
} from '@atelier/platform';
import { z } from 'zod';
import { DEFAULT_MAIL_QUEUE_SETTINGS } from './mails/mail-queue.js';
import { DEFAULT_MAIL_FROM, mailFromAddress } from './mails/mail-settings.js';

/** Settings of the drop-day texts, shared by every mode (all-in-one reads them from its own env). */
export const textingEnvFields = {
  /** Texts per second the sender may send (Twilio: 1 for a long code, 3 toll-free, 100 for a short code). */
  TEXT_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(1),
  /** How long the provider may hold a text before dropping it as stale (Twilio's ValidityPeriod, 1-36000 s). */
  TEXT_VALIDITY_SECONDS: z.coerce.number().int().min(1).max(36_000).default(14_400),
  /** Sending attempts per text before it is recorded as failed (429 and 5xx retry with backoff). */
  TEXT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  TEXT_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  /** What HELP answers with: the house's contact. */
  SMS_HELP_CONTACT: z.string().min(3).default('hello@atelier-furniture.com'),
  /** Buyer verification codes one client address may ask for an hour (browser tests share one). */
  BUYER_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
};

/** BullMQ's Redis: the text queue (the API and the fan-out add jobs) and its worker. */
const textQueueEnvFields = {
  REDIS_URL: envRedisUrl.default('redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: z.string().min(1).default('atelier'),
};

/** What sending a text needs, in the API (confirmation texts' settings) and in the worker. */
const sendingEnvFields = {
  /** The storefront's public address: product links in texts, and the URL Twilio signs its callbacks with. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
    .default('http://localhost:3000'),
  ...textingEnvFields,
  // Twilio: all of SID, token and a sender (a number or a messaging service); none = the logging sender.
  TWILIO_ACCOUNT_SID: envOptional(
    z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC + 32 hex digits'),
  ),
  TWILIO_AUTH_TOKEN: envOptional(z.string().min(16)),
  TWILIO_FROM: envOptional(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number')),
  TWILIO_MESSAGING_SERVICE_SID: envOptional(z.string().regex(/^MG[0-9a-fA-F]{32}$/)),
};

type TwilioFields = {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
};
function checkTwilioSettings(env: TwilioFields, ctx: z.RefinementCtx) {
  const twilio = [
    env.TWILIO_ACCOUNT_SID,
    env.TWILIO_AUTH_TOKEN,
    env.TWILIO_FROM ?? env.TWILIO_MESSAGING_SERVICE_SID,
  ];
  if (twilio.some(Boolean) && !twilio.every(Boolean))
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_ACCOUNT_SID'],
      message:
        'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) together',
    });
}

/**
 * The house's mails (receipts), sent by the API process through an SMTP server; without SMTP_HOST
 * they are logged and kept for the owner to read (the dashboard's Mails).
 */
const mailEnvFields = {
  MAIL_FROM: z
    .string()
    .refine((from) => mailFromAddress(from) !== null, 'must be an address, e.g. Atelier <hello@example.com>')
    .default(DEFAULT_MAIL_FROM),
  /** Where collectors' questions about pieces are mailed ('Ask about this piece'); default MAIL_FROM's address. */
  OWNER_EMAIL: envOptional(z.email({ error: 'must be an email address' })),
  SMTP_HOST: envOptional(z.string().min(1)),
  SMTP_PORT: envPort(587),
  /** tls: TLS from the first byte (port 465); starttls: upgraded, refused without it; none: plain (a local relay only). */
  SMTP_SECURITY: z.preprocess(blankAsUnset, z.enum(['starttls', 'tls', 'none']).default('starttls')),
  SMTP_USER: envOptional(z.string().min(1)),
  SMTP_PASSWORD: envOptional(z.string().min(1)),
  /** Sending attempts per mail (connection failures, timeouts and 4xx retry with backoff; other 5xx do not). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(DEFAULT_MAIL_QUEUE_SETTINGS.maxAttempts),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(DEFAULT_MAIL_QUEUE_SETTINGS.retryBaseMs),
  MAIL_RATE_PER_SECOND: z.coerce
    .number()
    .positive()
    .max(1000)
    .default(DEFAULT_MAIL_QUEUE_SETTINGS.ratePerSecond),
};

type SmtpFields = { SMTP_HOST?: string; SMTP_USER?: string; SMTP_PASSWORD?: string };
function checkSmtpSettings(env: SmtpFields, ctx: z.RefinementCtx) {
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD))
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_USER'],
      message: 'set SMTP_USER and SMTP_PASSWORD together',
    });
  if (env.SMTP_USER && !env.SMTP_HOST)
    ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required with SMTP_USER' });
}

/** Environment of the notifications service when it runs as its own process (cluster, containers). */
const notificationsEnvSchema = z
  .object({
    ...serviceEnvFields(3103),
    ...textQueueEnvFields,
    /** Run the BullMQ text worker in this process (turn off to scale API and workers apart). */
    TEXT_WORKER: envBoolean(true),
    ...sendingEnvFields,
    ...mailEnvFields,
  })
  .superRefine(checkTwilioSettings)
  .superRefine(checkSmtpSettings);

export type NotificationsEnv = z.infer<typeof notificationsEnvSchema>;

export const loadNotificationsEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('notifications', notificationsEnvSchema, env);

/**
 * Environment of the text worker process (text-worker-main.ts): it sends the queued texts and nothing else,
 * so it needs no broker and no internal auth secret, and listens only for its health probes.
 */
const textWorkerEnvSchema = z
  .object({
    ...listenEnvFields(3105),
    ...metricsEnvFields,
    ...ownProcessEnvFields,
    ...textQueueEnvFields,
    ...sendingEnvFields,
  })
  .superRefine(checkTwilioSettings);

export type TextWorkerEnv = z.infer<typeof textWorkerEnvSchema>;

export const loadTextWorkerEnv = (env?: Record<string, string | undefined>) =>
  loadConfig('notifications-worker', textWorkerEnvSchema, env);
