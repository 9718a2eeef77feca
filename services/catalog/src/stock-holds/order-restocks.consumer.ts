import { Inject, Injectable } from '@nestjs/common';
import { orderRefundedEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogDatabase } from '../database/catalog-database.js';
import { StockHoldsRepository } from './stock-holds.repository.js';

const CONSUMER = releaseFlow.steps.restock.consumer;

/**
 * checkout.order.refunded with restock: the owner chose to put the refunded order's pieces back on
 * sale. Handled once per event (inbox row and stock change in one transaction), and once per order
 * whatever the events (order_restocks). A refund without restock leaves the pieces sold.
 */
@Injectable()
export class OrderRestocksConsumer implements EventConsumer {
  constructor(
    private readonly db: CatalogDatabase,
    private readonly holds: StockHoldsRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, holds, logger } = this;
    await bus.subscribeTo(orderRefundedEvent, CONSUMER, async (event) => {
      const { orderId, refundId, restock, receipt } = event.payload;
      if (!restock) return;
      await db.handleEventOnce(CONSUMER, event, async (tx) => {
        const lines = receipt.lines.map(({ productId, quantity }) => ({ productId, quantity }));
        if (await holds.restock(tx, { orderId, refundId, lines }))
          logger.info({ orderId, refundId }, 'refunded pieces back on sale');
      });
    });
  }
}
