import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { AuctionRemindersRepository } from './auction-reminders.repository.js';

const BATCH = 200;

/**
 * Sends the reminders that are due (an hour before their auction's end): each pass claims them and
 * records catalog.auction.reminder-due, which notifications texts. Claims skip rows another catalog
 * instance holds and mark them sent in the same transaction, so each is sent once. A pass answers
 * how many reminders it sent.
 */
@Injectable()
export class AuctionReminderRunner extends PeriodicTask<number> {
  constructor(
    repository: AuctionRemindersRepository,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const pass = async () => {
      const sent = await repository.sendDue(BATCH);
      if (sent > 0) logger.info({ reminders: sent }, 'auction reminders due');
      return sent;
    };
    super({ name: 'auction reminder pass', intervalMs: intervals.auctionReminderMs, logger, pass });
  }
}
