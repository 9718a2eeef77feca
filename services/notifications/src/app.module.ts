import { type DynamicModule, Module } from '@nestjs/common';
import {
  backgroundWork,
  eventConsumers,
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
  SERVICE_LOGGER,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { AuctionReminderTextsConsumer } from './auction-reminders/auction-reminder-texts.consumer.js';
import { BuyerNamesConsumer } from './buyers/buyer-names.consumer.js';
import { ClaimTextsConsumer } from './buyers/claim-texts.consumer.js';
import { OutbidTextsConsumer } from './buyers/outbid-texts.consumer.js';
import { ShippedTextsConsumer } from './buyers/shipped-texts.consumer.js';
import { BuyersRepository } from './buyers/buyers.repository.js';
import type { BuyerVerificationSettings } from './buyers/buyer-verification.js';
import { ComingSoonItemsConsumer } from './coming-soon-items/coming-soon-events.consumer.js';
import { UnconfirmedSignupExpiry } from './confirmations/unconfirmed-signup-expiry.js';
import { DropDayFanOut } from './drop-day/drop-day-fan-out.js';
import { MailQueueMetrics, TextQueueMetrics } from './jobs/queue-metrics.js';
import { LoggedMailSender } from './mails/logged-mail-sender.js';
import { MailDelivery } from './mails/mail-delivery.js';
import { MailMessagesRepository } from './mails/mail-messages.repository.js';
import type { MailQueue } from './mails/mail-queue.js';
import type { MailSender } from './mails/mail-sender.js';
import { PieceEnquiriesRepository } from './piece-enquiries/piece-enquiries.repository.js';
import type { PieceEnquirySettings } from './piece-enquiries/piece-enquiries.service.js';
import { ReceiptMailsConsumer } from './receipts/receipt-mails.consumer.js';
import { SaleOutcomeTextsConsumer } from './sale-outcomes/sale-outcome-texts.consumer.js';
import { LoggingSmsSender } from './texts/logging-sms-sender.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import type { TextQueue } from './texts/text-queue.js';
import type { TextingSettings } from './texts/texting-settings.js';
import {
  MAIL_FROM,
  MAIL_QUEUE,
  SIGNUP_CONFIRMATION_HOURS,
  SMS_SENDER,
  TEXT_QUEUE,
  TEXTING_SETTINGS,
} from './tokens.js';
import { BuyerCookieSecret } from './buyers/buyer-cookie-secret.js';
import { BuyerSessions } from './buyers/buyer-sessions.js';
import { BuyerSessionsInternalController } from './buyers/buyer-sessions.internal.controller.js';
import { BuyerVerification } from './buyers/buyer-verification.js';
import { BuyersController } from './buyers/buyers.controller.js';
import { ComingSoonItemsRepository } from './coming-soon-items/coming-soon-items.repository.js';
import { PhoneConfirmationsRepository } from './confirmations/phone-confirmations.repository.js';
import { SignupConfirmations } from './confirmations/signup-confirmations.js';
import { CustomOrdersController } from './custom-orders/custom-orders.controller.js';
import { CustomOrdersRepository } from './custom-orders/custom-orders.repository.js';
import { LoggedMailsController } from './mails/logged-mails.controller.js';
import { LoggedMailsRepository } from './mails/logged-mails.repository.js';
import { MailingMode } from './mails/mailing-mode.js';
import { NotificationsDatabase } from './database/notifications-database.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
import { PieceEnquiriesController } from './piece-enquiries/piece-enquiries.controller.js';
import { PieceEnquiries } from './piece-enquiries/piece-enquiries.service.js';
import { InboundReplies } from './replies/inbound-replies.js';
import { LoggedTextsController } from './replies/logged-texts.controller.js';
import { LoggedTextsRepository } from './texts/logged-texts.repository.js';
import { SimulatedRepliesController } from './replies/simulated-replies.controller.js';
import { TextingMode } from './replies/texting-mode.js';
import { SignupsReportController } from './reports/signups-report.controller.js';
import { SignupsReportRepository } from './reports/signups-report.repository.js';
import { SignupsController } from './signups/signups.controller.js';
import { SignupsRepository } from './signups/signups.repository.js';
import { SignupsService } from './signups/signups.service.js';
import { TextMessagesRepository } from './texts/text-messages.repository.js';
import { TwilioSignatureGuard } from './twilio-webhooks/twilio-signature.guard.js';
import { TwilioWebhookSettings } from './twilio-webhooks/twilio-webhook-settings.js';
import { TwilioWebhooksController } from './twilio-webhooks/twilio-webhooks.controller.js';

/** What startNotifications makes before the module: its database, adapters and settings. */
export interface NotificationsModuleValues {
  database: NotificationsDatabase;
  readinessChecks: ReadinessCheck[];
  logger: Logger;
  texting: TextingSettings;
  textQueue: TextQueue;
  smsSender: SmsSender;
  mailQueue: MailQueue;
  mailSender: MailSender;
  /** Who the house's mails are from (MAIL_FROM). */
  mailFrom: string;
  webhookSettings: TwilioWebhookSettings;
  buyerVerification: BuyerVerificationSettings;
  /** INTERNAL_AUTH_SECRET: signs the buyer cookies the gateway checks. */
  buyerCookieSecret: string;
  pieceEnquiries: PieceEnquirySettings;
  signupConfirmationHours: number;
}

/**
 * The notifications API: its controllers, its providers, and the event consumers and background
 * work that ServiceHost subscribes and starts (each a provider like any other). The queue workers'
 * jobs (TextDelivery, MailDelivery) are providers too; startNotifications starts the workers.
 */
@Module({})
export class NotificationsModule {
  static forRoot(values: NotificationsModuleValues): DynamicModule {
    return {
      module: NotificationsModule,
      controllers: [
        HealthController,
        SignupsController,
        CustomOrdersController,
        TwilioWebhooksController,
        SimulatedRepliesController,
        BuyersController,
        BuyerSessionsInternalController,
        LoggedTextsController,
        SignupsReportController,
        LoggedMailsController,
        PieceEnquiriesController,
      ],
      providers: [
        { provide: NotificationsDatabase, useValue: values.database },
        { provide: READINESS_CHECKS, useValue: values.readinessChecks },
        { provide: SERVICE_LOGGER, useValue: values.logger },
        { provide: TEXTING_SETTINGS, useValue: values.texting },
        { provide: TEXT_QUEUE, useValue: values.textQueue },
        { provide: SMS_SENDER, useValue: values.smsSender },
        { provide: MAIL_QUEUE, useValue: values.mailQueue },
        { provide: MAIL_FROM, useValue: values.mailFrom },
        { provide: SIGNUP_CONFIRMATION_HOURS, useValue: values.signupConfirmationHours },
        { provide: TwilioWebhookSettings, useValue: values.webhookSettings },
        { provide: TextingMode, useValue: new TextingMode(values.smsSender instanceof LoggingSmsSender) },
        {
          provide: MailingMode,
          useValue: new MailingMode(values.mailSender instanceof LoggedMailSender ? 'logged' : 'smtp'),
        },
        { provide: BuyerCookieSecret, useValue: new BuyerCookieSecret(values.buyerCookieSecret) },
        {
          provide: SignupConfirmations,
          useFactory: (
            confirmations: PhoneConfirmationsRepository,
            texts: TextMessagesRepository,
            queue: TextQueue,
          ) => new SignupConfirmations(confirmations, texts, queue, values.texting),
          inject: [PhoneConfirmationsRepository, TextMessagesRepository, TEXT_QUEUE],
        },
        {
          provide: BuyerVerification,
          useFactory: (buyers: BuyersRepository, optOuts: OptOutsRepository, sender: SmsSender) =>
            new BuyerVerification(
              buyers,
              optOuts,
              sender,
              values.buyerVerification,
              values.logger.child({ component: 'buyers' }),
            ),
          inject: [BuyersRepository, OptOutsRepository, SMS_SENDER],
        },
        {
          provide: PieceEnquiries,
          useFactory: (
            db: NotificationsDatabase,
            enquiries: PieceEnquiriesRepository,
            mails: MailMessagesRepository,
            queue: MailQueue,
          ) => new PieceEnquiries(db, enquiries, mails, queue, values.pieceEnquiries),
          inject: [NotificationsDatabase, PieceEnquiriesRepository, MailMessagesRepository, MAIL_QUEUE],
        },
        {
          provide: MailDelivery,
          useFactory: (mails: MailMessagesRepository) =>
            new MailDelivery(
              mails,
              values.mailSender,
              values.mailFrom,
              values.logger.child({ component: 'mail' }),
            ),
          inject: [MailMessagesRepository],
        },
        TextDelivery,
        BuyersRepository,
        PieceEnquiriesRepository,
        MailMessagesRepository,
        BuyerSessions,
        InboundReplies,
        LoggedTextsRepository,
        LoggedMailsRepository,
        PhoneConfirmationsRepository,
        ComingSoonItemsRepository,
        SignupsRepository,
        SignupsService,
        SignupsReportRepository,
        OptOutsRepository,
        TextMessagesRepository,
        CustomOrdersRepository,
        TwilioSignatureGuard,
        ...eventConsumers(
          ComingSoonItemsConsumer,
          DropDayFanOut,
          SaleOutcomeTextsConsumer,
          AuctionReminderTextsConsumer,
          OutbidTextsConsumer,
          ClaimTextsConsumer,
          ShippedTextsConsumer,
          BuyerNamesConsumer,
          ReceiptMailsConsumer,
        ),
        ...backgroundWork(MailQueueMetrics, UnconfirmedSignupExpiry, TextQueueMetrics),
      ],
    };
  }
}
