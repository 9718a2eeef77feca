import { Injectable } from '@nestjs/common';
import { buyerProfileChangedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { CATALOG_SCHEMA, CatalogDatabase } from '../database/catalog-database.js';

const CONSUMER = 'catalog.buyer-profiles';

/**
 * notifications.buyer.profile-changed → catalog.buyer_profiles, once per event; the newest by
 * changedAt wins (a late or repeated event changes nothing).
 */
@Injectable()
export class BuyerProfilesConsumer implements EventConsumer {
  constructor(private readonly db: CatalogDatabase) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db } = this;
    await bus.subscribeTo(buyerProfileChangedEvent, CONSUMER, async (event) => {
      const { buyerId, name, phoneLast4, changedAt } = event.payload;
      await db.handleEventOnce(CONSUMER, event, async (tx) => {
        await tx.$executeRawUnsafe(
          `INSERT INTO "${CATALOG_SCHEMA}"."buyer_profiles" (buyer_id, name, phone_last4, changed_at)
           VALUES ($1::uuid, $2, $3, $4::timestamptz)
           ON CONFLICT (buyer_id) DO UPDATE
             SET name = EXCLUDED.name, phone_last4 = EXCLUDED.phone_last4, changed_at = EXCLUDED.changed_at
           WHERE "buyer_profiles".changed_at <= EXCLUDED.changed_at`,
          buyerId,
          name,
          phoneLast4,
          changedAt,
        );
      });
    });
  }
}
