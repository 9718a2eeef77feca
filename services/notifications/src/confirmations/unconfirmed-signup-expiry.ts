import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import type { TextingSettings } from '../texts/texting-settings.js';
import { SIGNUP_CONFIRMATION_HOURS, TEXTING_SETTINGS } from '../tokens.js';
import { PhoneConfirmationsRepository } from './phone-confirmations.repository.js';

/** Every 15 minutes, signups whose number did not confirm (reply YES) in time are expired. */
@Injectable()
export class UnconfirmedSignupExpiry extends PeriodicTask<void> {
  constructor(
    phoneConfirmations: PhoneConfirmationsRepository,
    @Inject(TEXTING_SETTINGS) settings: TextingSettings,
    @Inject(SIGNUP_CONFIRMATION_HOURS) confirmationHours: number,
    @Inject(SERVICE_LOGGER) logger: Logger,
  ) {
    super({
      name: 'unconfirmed signup expiry',
      intervalMs: 15 * 60_000,
      logger,
      pass: async () => {
        const expired = await phoneConfirmations.expireUnconfirmed(
          new Date(settings.now().getTime() - confirmationHours * 3_600_000),
        );
        if (expired > 0) logger.info({ expired }, 'unconfirmed signups expired');
      },
    });
  }
}
