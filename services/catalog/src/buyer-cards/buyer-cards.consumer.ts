import { buyerCardSavedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { CatalogDatabase } from '../database/catalog-database.js';
import { BuyerCardsRepository } from './buyer-cards.repository.js';

const CONSUMER = 'catalog.buyer-cards';

/** checkout.buyer-card.saved → the buyer may bid (and enter draws, once per card). Once per event. */
export async function subscribeBuyerCards(bus: EventBus, db: CatalogDatabase) {
  await bus.subscribeTo(buyerCardSavedEvent, CONSUMER, async (event) => {
    await db.handleEventOnce(CONSUMER, event, (tx) =>
      BuyerCardsRepository.record(tx, event.payload.buyerId, event.payload.cardFingerprint),
    );
  });
}
