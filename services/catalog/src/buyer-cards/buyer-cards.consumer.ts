import { Injectable } from '@nestjs/common';
import { buyerCardSavedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { CatalogDatabase } from '../database/catalog-database.js';
import { BuyerCardsRepository } from './buyer-cards.repository.js';

const CONSUMER = 'catalog.buyer-cards';

/** checkout.buyer-card.saved → the buyer may bid (and enter draws, once per card). Once per event. */
@Injectable()
export class BuyerCardsConsumer implements EventConsumer {
  constructor(private readonly db: CatalogDatabase) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db } = this;
    await bus.subscribeTo(buyerCardSavedEvent, CONSUMER, async (event) => {
      await db.handleEventOnce(CONSUMER, event, (tx) =>
        BuyerCardsRepository.record(tx, event.payload.buyerId, event.payload.cardFingerprint),
      );
    });
  }
}
