import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import {
  type OwnProcessDependencies,
  type RunningService,
  runServiceProcess,
  type ServiceDependencies,
  ServiceHost,
  type ServiceListenOptions,
} from '@atelier/platform';
import { NotificationsModule } from './app.module.js';
import { loadNotificationsEnv } from './config.js';
import { NotificationsDatabase } from './database/notifications-database.js';
import { type MailChoice, mailAdapters } from './mails/mail-adapters.js';
import { MailDelivery } from './mails/mail-delivery.js';
import { DEFAULT_MAIL_FROM, mailFromAddress } from './mails/mail-settings.js';
import { LoggingSmsSender } from './texts/logging-sms-sender.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import type { TextQueue } from './texts/text-queue.js';
import { type TextingOptions, textingSettingsFrom } from './texts/texting-settings.js';
import { TwilioWebhookSettings } from './twilio-webhooks/twilio-webhook-settings.js';

export const notificationsMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface SmsSenderChoice {
  /** Twilio when configured; by default the logging sender, which records each text instead. */
  smsSender?: (db: NotificationsDatabase) => SmsSender;
}

export interface NotificationsDependencies extends OwnProcessDependencies, SmsSenderChoice, MailChoice {
  /** BullMQ (cluster, containers) or the in-process queue (all-in-one). */
  textQueue: TextQueue;
  /** Run the worker that sends texts in this process (default true). */
  runWorker?: boolean;
}

export interface NotificationsOptions extends ServiceListenOptions {
  texting: TextingOptions;
  /** Verifies Twilio's callbacks; without it they are refused. */
  twilioAuthToken?: string;
  /** Makes buyer verification codes (tests choose them); default: 6 random digits. */
  newBuyerCode?: () => string;
  /** Verification codes one client address may ask for an hour (default CODES_PER_ADDRESS). */
  buyerCodesPerAddress?: number;
  /** Signups whose number has not confirmed (replied YES) within this many hours expire (default 48). */
  signupConfirmationHours?: number;
  /** Who the house's mails are from (MAIL_FROM; default DEFAULT_MAIL_FROM). */
  mailFrom?: string;
  /** Where collectors' questions about pieces are mailed (OWNER_EMAIL; default MAIL_FROM's address). */
  ownerEmail?: string;
}

export interface RunningNotifications extends RunningService<NotificationsDatabase> {
  sender: SmsSender;
}

/**
 * What the API and the text worker (text-worker-app.ts) start alike: the service host on the
 * migrated schema (both migrate, under the same lock, so whichever starts first finds its tables),
 * the texting settings and the sender.
 */
export async function startNotificationsHost(
  name: string,
  deps: ServiceDependencies & SmsSenderChoice,
  texting: TextingOptions,
) {
  const { service, db } = await ServiceHost.start(name, deps, {
    migrationsDir: notificationsMigrationsDir,
    // The API publishes buyers' texting state (its outbox); the text worker, without a bus, publishes nothing.
    openDatabase: () =>
      new NotificationsDatabase(
        deps.database,
        deps.bus ? { outbox: { bus: deps.bus, logger: deps.logger } } : {},
      ),
  });
  const sender = deps.smsSender?.(db) ?? new LoggingSmsSender(db, deps.logger.child({ component: 'sms' }));
  return { service, db, settings: textingSettingsFrom(texting), sender };
}

/**
 * Migrates the service's schema, serves the HTTP API and relays its outbox; its event consumers
 * (catalog's sneak peeks, the drop-day fan-out, buyers' texts, the receipts) and periodic tasks
 * are NotificationsModule's providers, which ServiceHost subscribes and starts. Then the queue
 * workers start: the house's mails always, the texts unless a worker process sends them. The same
 * code runs in every mode; only the connection, bus, queues and senders passed in differ.
 */
export async function startNotifications(
  deps: NotificationsDependencies,
  options: NotificationsOptions,
): Promise<RunningNotifications> {
  const { service, db, settings, sender } = await startNotificationsHost(
    'notifications',
    deps,
    options.texting,
  );
  const mailing = mailAdapters(deps, db);
  // Closed once the app has: the mail and texts being sent finish, the queues keep the rest.
  service.onClose(async () => {
    await mailing.queue.close();
    await mailing.sender.close();
  });
  service.onClose(() => deps.textQueue.close());
  const mailFrom = options.mailFrom ?? DEFAULT_MAIL_FROM;

  const { app, url } = await service.serve(
    NotificationsModule.forRoot({
      database: db,
      // Its database only: with Redis down the API still serves its pages and webhooks, and what it
      // would queue fails alone (the events' consumers retry it); the queues report the outage
      // (atelier_degraded{dependency="redis"}). The text worker, whose only work is the queue, asks it.
      readinessChecks: service.readinessChecks(),
      logger: deps.logger,
      texting: settings,
      textQueue: deps.textQueue,
      smsSender: sender,
      mailQueue: mailing.queue,
      mailSender: mailing.sender,
      mailFrom,
      webhookSettings: new TwilioWebhookSettings(
        options.twilioAuthToken,
        settings.publicOrigin,
        settings.helpContact,
      ),
      buyerVerification: {
        secret: options.internalAuthSecret,
        now: settings.now,
        ...(options.newBuyerCode ? { newCode: options.newBuyerCode } : {}),
        ...(options.buyerCodesPerAddress ? { codesPerAddress: options.buyerCodesPerAddress } : {}),
      },
      buyerCookieSecret: options.internalAuthSecret,
      pieceEnquiries: {
        publicOrigin: settings.publicOrigin,
        from: mailFrom,
        // The owner's address: OWNER_EMAIL, or the address the house's mails come from.
        ownerEmail: options.ownerEmail ?? mailFromAddress(mailFrom) ?? 'hello@atelier-furniture.com',
      },
      signupConfirmationHours: options.signupConfirmationHours ?? 48,
    }),
    {
      port: options.port,
      host: options.host,
      adminAssertionSecret: options.internalAuthSecret,
      logFields: { sender: sender.name },
    },
  );
  await mailing.queue.startWorker(app.get(MailDelivery).process);
  if (deps.runWorker ?? true) await deps.textQueue.startWorker(app.get(TextDelivery).process);
  return { app, db, url, sender, close: () => service.close() };
}

/**
 * The notifications API as its own process (cluster and container modes, started by main.ts):
 * PostgreSQL, RabbitMQ, BullMQ on Redis, and Twilio when its credentials are set (else the logging
 * sender). With TEXT_WORKER=false it only queues texts; the text worker process (text-worker-main.ts)
 * sends them, scaled apart. It always sends the house's mails (BullMQ, through SMTP_HOST when set,
 * else logged).
 */
export async function runNotificationsProcess(): Promise<RunningNotifications> {
  const env = loadNotificationsEnv();
  // Imported here, not above: the all-in-one store (in-process queues, texts and mails logged),
  // which imports this file, never loads BullMQ, Twilio's SDK or nodemailer.
  const { bullMqTextQueueFrom, textingOptionsFrom, twilioSenderFrom } =
    await import('./texts/own-process-texting.js');
  const { bullMqMailQueueFrom, smtpSenderFrom } = await import('./mails/own-process-mailing.js');
  return runServiceProcess('notifications', env, ({ database, bus, logger }) => {
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
}
