import { type DynamicModule, Module } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '@atelier/platform';
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

@Module({})
export class NotificationsModule {
  static forRoot(
    database: NotificationsDatabase,
    webhookSettings: TwilioWebhookSettings,
    readinessChecks: ReadinessCheck[],
    signupConfirmations: SignupConfirmations,
    textingMode: TextingMode,
    buyerVerification: BuyerVerification,
    buyerCookieSecret: BuyerCookieSecret,
    mailingMode: MailingMode,
  ): DynamicModule {
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
      ],
      providers: [
        { provide: NotificationsDatabase, useValue: database },
        { provide: TwilioWebhookSettings, useValue: webhookSettings },
        { provide: READINESS_CHECKS, useValue: readinessChecks },
        { provide: SignupConfirmations, useValue: signupConfirmations },
        { provide: TextingMode, useValue: textingMode },
        { provide: BuyerVerification, useValue: buyerVerification },
        { provide: BuyerCookieSecret, useValue: buyerCookieSecret },
        { provide: MailingMode, useValue: mailingMode },
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
      ],
    };
  }
}
