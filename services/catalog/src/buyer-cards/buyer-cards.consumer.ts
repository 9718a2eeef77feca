import { buyerCardSavedEvent } from '@atelier/contracts';
import { asTransactionalSqlClient, type EventBus, handleEventOnce } from '@atelier/platform';
import { CATALOG_SCHEMA, type CatalogDatabase } from '../database/catalog-database.js';
import { BuyerCardsRepository } from './buyer-cards.repository.js';

const CONSUMER = 'catalog.buyer-cards';

/** checkout.buyer-card.saved → the buyer may bid (and enter draws, once per card). Once per event. */
export async function subscribeBuyerCards(bus: EventBus, db: CatalogDatabase) {
  const inbox = asTransactionalSqlClient(db.prisma);
  await bus.subscribeTo(buyerCardSavedEvent, CONSUMER, async (event) => {
    await handleEventOnce(inbox, CATALOG_SCHEMA, CONSUMER, event, (tx) =>
      BuyerCardsRepository.record(tx, event.payload.buyerId, event.payload.cardFingerprint),
    );
  });
}
