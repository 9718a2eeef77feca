// The notifications service as its own process (cluster and container modes): PostgreSQL,
// RabbitMQ, BullMQ on Redis, and Twilio when its credentials are set (else the logging sender).
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { loadNotificationsEnv } from './config.js';
import { startNotifications } from './notifications-app.js';
import { BullMqTextQueue } from './texts/bullmq-text-queue.js';
import { TwilioSmsSender } from './texts/twilio-sms-sender.js';

const env = loadNotificationsEnv();
await runServiceProcess('notifications', env, ({ database, bus, logger }) => {
  const textQueue = new BullMqTextQueue({
    redisUrl: env.REDIS_URL,
    prefix: `${env.REDIS_KEY_PREFIX}:notifications`,
    settings: {
      maxAttempts: env.TEXT_MAX_ATTEMPTS,
      retryBaseMs: env.TEXT_RETRY_BASE_MS,
      ratePerSecond: env.TEXT_RATE_PER_SECOND,
    },
    logger,
  });
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN }
      : undefined;
  return startNotifications(
    {
      database,
      bus,
      logger,
      textQueue,
      runWorker: env.TEXT_WORKER,
      ...(twilio
        ? {
            smsSender: () =>
              new TwilioSmsSender({
                ...twilio,
                from: env.TWILIO_FROM,
                messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
              }),
          }
        : {}),
    },
    {
      port: env.PORT,
      host: env.HOST,
      internalAuthSecret: env.INTERNAL_AUTH_SECRET,
      twilioAuthToken: env.TWILIO_AUTH_TOKEN,
      texting: {
        publicOrigin: env.PUBLIC_ORIGIN,
        validitySeconds: env.TEXT_VALIDITY_SECONDS,
        helpContact: env.SMS_HELP_CONTACT,
      },
    },
  );
});
