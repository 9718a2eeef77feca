import { orderRefundedEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import type { CatalogDatabase } from '../database/catalog-database.js';
import { StockHoldsRepository } from './stock-holds.repository.js';

const CONSUMER = releaseFlow.steps.restock.consumer;

/**
 * checkout.order.refunded with restock: the owner chose to put the refunded order's pieces back on
 * sale. Handled once per event (inbox row and stock change in one transaction), and once per order
 * whatever the events (order_restocks). A refund without restock leaves the pieces sold.
 */
export async function subscribeOrderRestocks(bus: EventBus, db: CatalogDatabase, logger: Logger) {
  const holds = new StockHoldsRepository(db);
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
