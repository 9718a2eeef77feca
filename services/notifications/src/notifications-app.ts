import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  type DatabaseConnection,
  type EventBus,
  listen,
  PeriodicTask,
  pingDatabase,
  reportQueueJobs,
  runMigrations,
} from '@atelier/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { NotificationsModule } from './app.module.js';
import { ComingSoonItemsRepository } from './coming-soon-items/coming-soon-items.repository.js';
import { subscribeComingSoonItems } from './coming-soon-items/coming-soon-events.consumer.js';
import { NOTIFICATIONS_SCHEMA, NotificationsDatabase } from './database/notifications-database.js';
import { PhoneConfirmationsRepository } from './confirmations/phone-confirmations.repository.js';
import { BuyerCookieSecret } from './buyers/buyer-cookie-secret.js';
import { BuyerVerification } from './buyers/buyer-verification.js';
import { BuyersRepository } from './buyers/buyers.repository.js';
import { subscribeClaimTexts } from './buyers/claim-texts.consumer.js';
import { subscribeOutbidTexts } from './buyers/outbid-texts.consumer.js';
import { SignupConfirmations } from './confirmations/signup-confirmations.js';
import { subscribeDropDayFanOut } from './drop-day/drop-day-fan-out.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
import { TextingMode } from './replies/texting-mode.js';
import { LoggingSmsSender } from './texts/logging-sms-sender.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import { TextMessagesRepository } from './texts/text-messages.repository.js';
import { TEXT_QUEUE_NAME, type TextQueue } from './texts/text-queue.js';
import { type TextingOptions, textingSettingsFrom } from './texts/texting-settings.js';
import { TwilioWebhookSettings } from './twilio-webhooks/twilio-webhook-settings.js';

export const notificationsMigrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface NotificationsDependencies {
  database: DatabaseConnection;
  bus: EventBus;
  logger: Logger;
  /** BullMQ (cluster, containers) or the in-process queue (all-in-one). */
  textQueue: TextQueue;
  /** Twilio when configured; by default the logging sender, which records each text instead. */
  smsSender?: (db: NotificationsDatabase) => SmsSender;
  /** Run the worker that sends texts in this process (default true). */
  runWorker?: boolean;
}

export interface NotificationsOptions {
  port: number;
  host: string;
  /** INTERNAL_AUTH_SECRET: admin routes accept only requests carrying the gateway's signed assertion. */
  internalAuthSecret: string;
  texting: TextingOptions;
  /** Verifies Twilio's callbacks; without it they are refused. */
  twilioAuthToken?: string;
  /** Makes buyer verification codes (tests choose them); default: 6 random digits. */
  newBuyerCode?: () => string;
  /** Signups whose number has not confirmed (replied YES) within this many hours expire (default 48). */
  signupConfirmationHours?: number;
}

export interface RunningNotifications {
  app: NestFastifyApplication;
  db: NotificationsDatabase;
  url: string;
  sender: SmsSender;
  close(): Promise<void>;
}

/**
 * Migrates the service's schema, subscribes to catalog's sneak-peek events (the read model and
 * the drop-day fan-out), starts the text worker, then serves the HTTP API. The same code runs in
 * every mode; only the connection, bus, queue and sender passed in differ.
 */
export async function startNotifications(
  deps: NotificationsDependencies,
  options: NotificationsOptions,
): Promise<RunningNotifications> {
  await runMigrations(deps.database, {
    schema: NOTIFICATIONS_SCHEMA,
    migrationsDir: notificationsMigrationsDir,
    logger: deps.logger,
  });
  const db = new NotificationsDatabase(deps.database);
  const settings = textingSettingsFrom(options.texting);
  const items = new ComingSoonItemsRepository(db);
  const texts = new TextMessagesRepository(db);
  const optOuts = new OptOutsRepository(db);
  const phoneConfirmations = new PhoneConfirmationsRepository(db);
  const sender = deps.smsSender?.(db) ?? new LoggingSmsSender(db, deps.logger.child({ component: 'sms' }));

  await subscribeComingSoonItems(deps.bus, db, items);
  await subscribeDropDayFanOut({
    bus: deps.bus,
    db,
    items,
    texts,
    queue: deps.textQueue,
    settings,
    logger: deps.logger,
  });
  const buyers = new BuyersRepository(db);
  const buyerTexts = {
    bus: deps.bus,
    db,
    buyers,
    optOuts,
    sender,
    publicOrigin: settings.publicOrigin,
    validitySeconds: settings.validitySeconds,
    now: settings.now,
  };
  await subscribeOutbidTexts({ ...buyerTexts, logger: deps.logger.child({ component: 'outbid-texts' }) });
  await subscribeClaimTexts({ ...buyerTexts, logger: deps.logger.child({ component: 'claim-texts' }) });
  if (deps.runWorker ?? true)
    await deps.textQueue.startWorker(
      new TextDelivery(texts, optOuts, phoneConfirmations, sender, settings, deps.logger).process,
    );
  const confirmationHours = options.signupConfirmationHours ?? 48;
  const expiry = new PeriodicTask(async () => {
    const expired = await phoneConfirmations.expireUnconfirmed(
      new Date(settings.now().getTime() - confirmationHours * 3_600_000),
    );
    if (expired > 0) deps.logger.info({ expired }, 'unconfirmed signups expired');
  }, 15 * 60_000);
  expiry.start();

  const app = await createHttpApp(
    NotificationsModule.forRoot(
      db,
      new TwilioWebhookSettings(options.twilioAuthToken, settings.publicOrigin, settings.helpContact),
      [
        { name: 'database', check: () => pingDatabase(deps.database) },
        { name: 'event-bus', check: () => deps.bus.ping() },
        { name: 'text-queue', check: () => deps.textQueue.ping() },
      ],
      new SignupConfirmations(phoneConfirmations, texts, deps.textQueue, settings),
      new TextingMode(sender instanceof LoggingSmsSender),
      new BuyerVerification(
        buyers,
        optOuts,
        sender,
        {
          secret: options.internalAuthSecret,
          now: settings.now,
          ...(options.newBuyerCode ? { newCode: options.newBuyerCode } : {}),
        },
        deps.logger.child({ component: 'buyers' }),
      ),
      new BuyerCookieSecret(options.internalAuthSecret),
    ),
    { service: 'notifications', logger: deps.logger, adminAssertionSecret: options.internalAuthSecret },
  );
  const url = await listen(app, options.port, options.host);
  // Every notifications process reports the queue (the worker and the API read the same one).
  const stopReportingQueue = reportQueueJobs(TEXT_QUEUE_NAME, () => deps.textQueue.jobCounts());
  deps.logger.info({ url, sender: sender.name }, 'notifications listening');
  return {
    app,
    db,
    url,
    sender,
    close: async () => {
      stopReportingQueue();
      await expiry.stop();
      await app.close();
      await deps.textQueue.close();
      await db.close();
    },
  };
}
