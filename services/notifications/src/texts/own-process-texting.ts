import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import { BullMqTextQueue } from './bullmq-text-queue.js';
import type { SmsSender } from './sms-sender.js';
import type { TextingOptions } from './texting-settings.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

interface QueueEnv {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
  TEXT_MAX_ATTEMPTS: number;
  TEXT_RETRY_BASE_MS: number;
  TEXT_RATE_PER_SECOND: number;
}

interface TwilioEnv {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
}

/** The BullMQ text queue of the API and worker processes (the same queue, whichever adds or sends). */
export function bullMqTextQueueFrom(env: QueueEnv, logger: Logger): BullMqTextQueue {
  return new BullMqTextQueue({
    redisUrl: env.REDIS_URL,
    prefix: `${env.REDIS_KEY_PREFIX}:notifications`,
    settings: {
      maxAttempts: env.TEXT_MAX_ATTEMPTS,
      retryBaseMs: env.TEXT_RETRY_BASE_MS,
      ratePerSecond: env.TEXT_RATE_PER_SECOND,
    },
    logger,
  });
}

/** Twilio when its credentials are set (the config checks they come together); else undefined: the logging sender. */
export function twilioSenderFrom(env: TwilioEnv): ((db: NotificationsDatabase) => SmsSender) | undefined {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return undefined;
  const settings = {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
  };
  return () => new TwilioSmsSender(settings);
}

interface TextingEnv {
  PUBLIC_ORIGIN: string;
  TEXT_VALIDITY_SECONDS: number;
  SMS_HELP_CONTACT: string;
}

/** The texts' settings of the API and worker processes (all-in-one passes its own). */
export const textingOptionsFrom = (env: TextingEnv): TextingOptions => ({
  publicOrigin: env.PUBLIC_ORIGIN,
  validitySeconds: env.TEXT_VALIDITY_SECONDS,
  helpContact: env.SMS_HELP_CONTACT,
});
