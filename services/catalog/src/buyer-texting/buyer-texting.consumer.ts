import { Injectable } from '@nestjs/common';
import { buyerTextingChangedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { CatalogDatabase } from '../database/catalog-database.js';
import { BuyerTextingRepository } from './buyer-texting.repository.js';

const CONSUMER = 'catalog.buyer-texting';

/** notifications.buyer.texting-changed → whether the buyer may bid and enter draws. Once per event. */
@Injectable()
export class BuyerTextingConsumer implements EventConsumer {
  constructor(private readonly db: CatalogDatabase) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db } = this;
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
}
