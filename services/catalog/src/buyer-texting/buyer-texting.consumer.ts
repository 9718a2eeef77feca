import { buyerTextingChangedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { CatalogDatabase } from '../database/catalog-database.js';
import { BuyerTextingRepository } from './buyer-texting.repository.js';

const CONSUMER = 'catalog.buyer-texting';

/** notifications.buyer.texting-changed → whether the buyer may bid and enter draws. Once per event. */
export async function subscribeBuyerTexting(bus: EventBus, db: CatalogDatabase) {
  await bus.subscribeTo(buyerTextingChangedEvent, CONSUMER, async (event) => {
    await db.handleEventOnce(CONSUMER, event, (tx) =>
      BuyerTextingRepository.record(tx, {
        buyerId: event.payload.buyerId,
        textsStopped: event.payload.textsStopped,
        changedAt: new Date(event.payload.changedAt),
      }),
    );
  });
}
