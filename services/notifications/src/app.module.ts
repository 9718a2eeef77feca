import { type DynamicModule, Module } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '@atelier/platform';
import { ComingSoonItemsRepository } from './coming-soon-items/coming-soon-items.repository.js';
import { CustomOrdersController } from './custom-orders/custom-orders.controller.js';
import { CustomOrdersRepository } from './custom-orders/custom-orders.repository.js';
import { NotificationsDatabase } from './database/notifications-database.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
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
  ): DynamicModule {
    return {
      module: NotificationsModule,
      controllers: [HealthController, SignupsController, CustomOrdersController, TwilioWebhooksController],
      providers: [
        { provide: NotificationsDatabase, useValue: database },
        { provide: TwilioWebhookSettings, useValue: webhookSettings },
        { provide: READINESS_CHECKS, useValue: readinessChecks },
        ComingSoonItemsRepository,
        SignupsRepository,
        SignupsService,
        OptOutsRepository,
        TextMessagesRepository,
        CustomOrdersRepository,
        TwilioSignatureGuard,
      ],
    };
  }
}
