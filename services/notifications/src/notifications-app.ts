import {
  type OwnProcessDependencies,
  PeriodicTask,
  reportQueueJobs,
  type RunningService,
  type ServiceListenOptions,
} from '@atelier/platform';
import { NotificationsModule } from './app.module.js';
import { ComingSoonItemsRepository } from './coming-soon-items/coming-soon-items.repository.js';
import { subscribeComingSoonItems } from './coming-soon-items/coming-soon-events.consumer.js';
import { NotificationsDatabase } from './database/notifications-database.js';
import { PhoneConfirmationsRepository } from './confirmations/phone-confirmations.repository.js';
import { BuyerCookieSecret } from './buyers/buyer-cookie-secret.js';
import { BuyerVerification } from './buyers/buyer-verification.js';
import { BuyersRepository } from './buyers/buyers.repository.js';
import { subscribeBuyerNames } from './buyers/buyer-names.consumer.js';
import { subscribeClaimTexts } from './buyers/claim-texts.consumer.js';
import { subscribeOutbidTexts } from './buyers/outbid-texts.consumer.js';
import { subscribeShippedTexts } from './buyers/shipped-texts.consumer.js';
import { SignupConfirmations } from './confirmations/signup-confirmations.js';
import { subscribeDropDayFanOut } from './drop-day/drop-day-fan-out.js';
import { subscribeSaleOutcomeTexts } from './sale-outcomes/sale-outcome-texts.consumer.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
import { TextingMode } from './replies/texting-mode.js';
import { LoggingSmsSender } from './texts/logging-sms-sender.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import { TextMessagesRepository } from './texts/text-messages.repository.js';
import { TEXT_QUEUE_NAME, type TextQueue } from './texts/text-queue.js';
import type { TextingOptions } from './texts/texting-settings.js';
import { TwilioWebhookSettings } from './twilio-webhooks/twilio-webhook-settings.js';
import { type SmsSenderChoice, startNotificationsHost } from './notifications-host.js';
import { type MailChoice, startMailing } from './mails/mailing.js';

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
}

export interface RunningNotifications extends RunningService<NotificationsDatabase> {
  sender: SmsSender;
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
  const { service, db, settings, sender } = await startNotificationsHost(
    'notifications',
    deps,
    options.texting,
  );
  const items = new ComingSoonItemsRepository(db);
  const texts = new TextMessagesRepository(db);
  const optOuts = new OptOutsRepository(db);
  const phoneConfirmations = new PhoneConfirmationsRepository(db);

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
  await subscribeSaleOutcomeTexts({
    bus: deps.bus,
    db,
    texts,
    queue: deps.textQueue,
    settings,
    logger: deps.logger.child({ component: 'sale-outcome-texts' }),
  });
  const buyers = new BuyersRepository(db);
  const buyerTexts = {
    bus: deps.bus,
    db,
    buyers,
    texts,
    queue: deps.textQueue,
    publicOrigin: settings.publicOrigin,
    now: settings.now,
  };
  await subscribeOutbidTexts({ ...buyerTexts, logger: deps.logger.child({ component: 'outbid-texts' }) });
  await subscribeClaimTexts({ ...buyerTexts, logger: deps.logger.child({ component: 'claim-texts' }) });
  await subscribeShippedTexts({ ...buyerTexts, logger: deps.logger.child({ component: 'shipped-texts' }) });
  await subscribeBuyerNames({ ...buyerTexts, logger: deps.logger.child({ component: 'buyer-names' }) });
  // The house's receipts: recorded and queued by checkout's events, sent by this process's mail worker.
  const mailing = await startMailing(deps, db, service, {
    publicOrigin: settings.publicOrigin,
    ...(options.mailFrom ? { from: options.mailFrom } : {}),
  });
  if (deps.runWorker ?? true)
    await deps.textQueue.startWorker(
      new TextDelivery(texts, optOuts, phoneConfirmations, sender, settings, deps.logger).process,
    );
  // Closed once the app has: the texts being sent finish, the queue keeps the rest.
  service.onClose(() => deps.textQueue.close());

  const { app, url } = await service.serve(
    NotificationsModule.forRoot(
      db,
      new TwilioWebhookSettings(options.twilioAuthToken, settings.publicOrigin, settings.helpContact),
      // Its database only: with Redis down the API still serves its pages and webhooks, and what it
      // would queue fails alone (the events' consumers retry it); the queues report the outage
      // (atelier_degraded{dependency="redis"}). The text worker, whose only work is the queue, asks it.
      service.readinessChecks(),
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
          ...(options.buyerCodesPerAddress ? { codesPerAddress: options.buyerCodesPerAddress } : {}),
        },
        deps.logger.child({ component: 'buyers' }),
      ),
      new BuyerCookieSecret(options.internalAuthSecret),
      mailing.mode,
    ),
    {
      port: options.port,
      host: options.host,
      adminAssertionSecret: options.internalAuthSecret,
      logFields: { sender: sender.name },
    },
  );
  const confirmationHours = options.signupConfirmationHours ?? 48;
  service.runs(
    new PeriodicTask({
      name: 'unconfirmed signup expiry',
      intervalMs: 15 * 60_000,
      logger: deps.logger,
      pass: async () => {
        const expired = await phoneConfirmations.expireUnconfirmed(
          new Date(settings.now().getTime() - confirmationHours * 3_600_000),
        );
        if (expired > 0) deps.logger.info({ expired }, 'unconfirmed signups expired');
      },
    }),
  );
  // Every notifications process reports the queue (the worker and the API read the same one).
  service.onClose(reportQueueJobs(TEXT_QUEUE_NAME, () => deps.textQueue.jobCounts()));
  return { app, db, url, sender, close: () => service.close() };
}
