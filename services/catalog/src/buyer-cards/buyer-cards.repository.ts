import { Injectable } from '@nestjs/common';
import type { RawSqlClient } from '@atelier/platform';
import { CATALOG_SCHEMA, CatalogDatabase } from '../database/catalog-database.js';

/** Catalog's projection of buyers' cards on file (cart-checkout owns them). */
@Injectable()
export class BuyerCardsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Inside the inbox's transaction (handleEventOnce hands over a raw client): the latest card wins. */
  static async record(tx: RawSqlClient, buyerId: string, cardFingerprint: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO "${CATALOG_SCHEMA}"."buyer_cards" (buyer_id, card_fingerprint) VALUES ($1::uuid, $2)
       ON CONFLICT (buyer_id) DO UPDATE SET card_fingerprint = EXCLUDED.card_fingerprint, updated_at = now()`,
      buyerId,
      cardFingerprint,
    );
  }

  /** The fingerprint of the buyer's card on file, null without one (a draw takes one entry per card). */
  async fingerprintOf(buyerId: string): Promise<string | null> {
    const row = await this.db.prisma.buyerCard.findUnique({ where: { buyerId } });
    return row?.cardFingerprint ?? null;
  }

  async hasCard(buyerId: string): Promise<boolean> {
    return (await this.fingerprintOf(buyerId)) !== null;
  }
}
