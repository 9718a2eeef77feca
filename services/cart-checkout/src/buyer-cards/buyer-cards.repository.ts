import { Injectable } from '@nestjs/common';
import { type BuyerCard, buyerCardSavedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { Prisma } from '../generated/prisma/client.js';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { SavedCard } from '../payments/payment-provider.js';

export type StoredBuyerCard = {
  buyerId: string;
  provider: string;
  customerId: string | null;
  paymentMethodId: string;
  cardFingerprint: string;
  brand: string;
  last4: string;
  updatedAt: Date;
};

export type SaveCardResult = { outcome: 'saved'; card: BuyerCard } | { outcome: 'taken' };

export const toBuyerCard = (row: StoredBuyerCard): BuyerCard => ({
  brand: row.brand,
  last4: row.last4,
  savedAt: row.updatedAt.toISOString(),
});

/** Buyers' cards on file. A save and its checkout.buyer-card.saved event commit together (outbox). */
@Injectable()
export class BuyerCardsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  find(buyerId: string): Promise<StoredBuyerCard | null> {
    return this.db.prisma.buyerCard.findUnique({ where: { buyerId } });
  }

  /**
   * Puts the card on file for the buyer (replacing theirs). 'taken' when another buyer has this
   * card: checked first for a clear answer, and by the unique index for two saves racing.
   */
  async save(
    buyerId: string,
    provider: string,
    customerId: string | null,
    card: SavedCard,
  ): Promise<SaveCardResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const holder = await tx.buyerCard.findUnique({ where: { cardFingerprint: card.fingerprint } });
        if (holder && holder.buyerId !== buyerId) return { outcome: 'taken' as const };
        const fields = {
          provider,
          customerId,
          paymentMethodId: card.paymentMethodId,
          cardFingerprint: card.fingerprint,
          brand: card.brand,
          last4: card.last4,
          updatedAt: new Date(),
        };
        const row = await tx.buyerCard.upsert({
          where: { buyerId },
          create: { buyerId, ...fields },
          update: fields,
        });
        const event = newEvent(buyerCardSavedEvent, {
          buyerId,
          cardFingerprint: card.fingerprint,
          brand: card.brand,
          last4: card.last4,
        });
        await recordEvent(tx, event, `buyer-card:${buyerId}`);
        return { outcome: 'saved' as const, card: toBuyerCard(row) };
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        return { outcome: 'taken' };
      throw error;
    }
  }
}
