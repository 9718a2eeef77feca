// The notifications service as its own process (cluster and container modes): PostgreSQL,
// RabbitMQ, BullMQ on Redis, and Twilio when its credentials are set (else the logging sender).
// With TEXT_WORKER=false it only queues texts; worker.ts sends them, scaled apart. It always sends
// the house's mails (BullMQ, through SMTP_HOST when set, else logged).
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { loadNotificationsEnv } from './config.js';
import { startNotifications } from './notifications-app.js';
import { bullMqMailQueueFrom, smtpSenderFrom } from './mails/own-process-mailing.js';
import { bullMqTextQueueFrom, textingOptionsFrom, twilioSenderFrom } from './texts/own-process-texting.js';

const env = loadNotificationsEnv();
await runServiceProcess('notifications', env, ({ database, bus, logger }) => {
  const smsSender = twilioSenderFrom(env);
  const mailSender = smtpSenderFrom(env);
  return startNotifications(
    {
      database,
      bus,
      logger,
      textQueue: bullMqTextQueueFrom(env, logger),
      runWorker: env.TEXT_WORKER,
      ...(smsSender ? { smsSender } : {}),
      mailQueue: bullMqMailQueueFrom(env, logger),
      ...(mailSender ? { mailSender } : {}),
    },
    {
      port: env.PORT,
      host: env.HOST,
      internalAuthSecret: env.INTERNAL_AUTH_SECRET,
      twilioAuthToken: env.TWILIO_AUTH_TOKEN,
      texting: textingOptionsFrom(env),
      buyerCodesPerAddress: env.BUYER_CODES_PER_ADDRESS_PER_HOUR,
      mailFrom: env.MAIL_FROM,
      ...(env.OWNER_EMAIL ? { ownerEmail: env.OWNER_EMAIL } : {}),
    },
  );
});
