import { orderPaidEvent } from '@atelier/contracts';
import { asTransactionalSqlClient, type EventBus, handleEventOnce } from '@atelier/platform';
import type { Logger } from 'pino';
import { CATALOG_SCHEMA, type CatalogDatabase } from '../database/catalog-database.js';

const CONSUMER = 'catalog.stock-holds';

/**
 * checkout.order.paid commits the order's hold: its pieces stay sold for good. Handled once per
 * event (inbox row and commit in one transaction). A hold that is not active or confirmed is left
 * alone: checkout confirms the hold before it records an order, so that only happens to a redelivery.
 */
export async function subscribeStockHoldCommits(bus: EventBus, db: CatalogDatabase, logger: Logger) {
  await bus.subscribeTo(orderPaidEvent, CONSUMER, async (event) => {
    await handleEventOnce(
      asTransactionalSqlClient(db.prisma),
      CATALOG_SCHEMA,
      CONSUMER,
      event,
      async (tx) => {
        const committed = await tx.$executeRawUnsafe(
          `UPDATE "${CATALOG_SCHEMA}"."stock_holds" SET status = 'committed', updated_at = now()
         WHERE id = $1::uuid AND status IN ('active', 'confirmed')`,
          event.payload.holdId,
        );
        if (committed === 0)
          logger.warn({ holdId: event.payload.holdId }, 'order paid for a hold that is not open; left as is');
      },
    );
  });
}
