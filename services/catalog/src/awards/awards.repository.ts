import { randomUUID } from 'node:crypto';
import { pieceAwardedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import type { CatalogTransaction } from '../database/catalog-database.js';

export interface NewAward {
  source: 'auction' | 'draw' | 'offer';
  sourceId: number;
  productId: number;
  productName: string;
  buyerId: string;
  /** Decimal string, e.g. "4800.00". */
  price: string;
  rank: number;
}

export type AwardRow = {
  awardId: string;
  source: string;
  sourceId: number;
  productId: number;
  buyerId: string;
  rank: number;
  state: string;
};

/**
 * Awards, written inside the caller's transaction with catalog.piece.awarded (outbox), so the award
 * and its claim's start commit with the change that made them (an auction's close, a lapse, a draw).
 * Shared by auctions and drawn releases. State changes are conditional UPDATEs: a redelivered
 * claim event finds the award already moved and changes nothing.
 */
export const AwardsRepository = {
  async offer(tx: CatalogTransaction, award: NewAward): Promise<string> {
    const awardId = randomUUID();
    await tx.award.create({
      data: {
        awardId,
        source: award.source,
        sourceId: award.sourceId,
        productId: award.productId,
        buyerId: award.buyerId,
        price: award.price,
        rank: award.rank,
      },
    });
    await recordEvent(
      tx,
      newEvent(pieceAwardedEvent, { awardId, ...award }),
      `award:${award.source}:${award.sourceId}`,
    );
    return awardId;
  },

  /** offered → lapsed or paid; the award as it was, or null when it was not offered any more. */
  async settle(
    tx: CatalogTransaction,
    awardId: string,
    to: { state: 'paid' } | { state: 'lapsed'; reason: string },
  ): Promise<AwardRow | null> {
    const { count } = await tx.award.updateMany({
      where: { awardId, state: 'offered' },
      data: { state: to.state, lapseReason: to.state === 'lapsed' ? to.reason : null, updatedAt: new Date() },
    });
    return count === 0 ? null : tx.award.findUniqueOrThrow({ where: { awardId } });
  },

  /** Buyers already offered this sale's piece (the next in line is someone else). */
  async awardedBuyers(tx: CatalogTransaction, source: string, sourceId: number): Promise<string[]> {
    const rows = await tx.award.findMany({ where: { source, sourceId }, select: { buyerId: true } });
    return rows.map((r) => r.buyerId);
  },
};
