import { Inject, Injectable } from '@nestjs/common';
import { orderPaidEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogDatabase } from '../database/catalog-database.js';
import { StockHoldsRepository } from './stock-holds.repository.js';

const CONSUMER = releaseFlow.steps.commitHold.consumer;

/**
 * checkout.order.paid commits the order's hold: its pieces stay sold for good. Handled once per
 * event (inbox row and commit in one transaction). A hold that is not open is left alone and logged.
 */
@Injectable()
export class StockHoldCommitsConsumer implements EventConsumer {
  constructor(
    private readonly db: CatalogDatabase,
    private readonly holds: StockHoldsRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, holds, logger } = this;
    await bus.subscribeTo(orderPaidEvent, CONSUMER, async (event) => {
      await db.handleEventOnce(CONSUMER, event, async (tx) => {
        if (!(await holds.commit(tx, event.payload.holdId)))
          logger.warn({ holdId: event.payload.holdId }, 'order paid for a hold that is not open; left as is');
      });
    });
  }
}
