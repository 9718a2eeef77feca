import { Injectable } from '@nestjs/common';
import { AwardsRepository } from '../awards/awards.repository.js';
import { CatalogDatabase } from '../database/catalog-database.js';
import { recordAuctionChanged } from './auctions.repository.js';

export type PassOnResult =
  { outcome: 'offered'; buyerId: string; rank: number } | { outcome: 'unsold' } | { outcome: 'duplicate' };

/**
 * What an auction's claims do to it: paid, the sale is done; lapsed, the piece goes to the next
 * highest bidder (a buyer not yet offered it, at their own highest bid, only at or above the
 * reserve) with a new award, or back on sale when nobody is left. Each runs in one transaction under
 * the auction row's lock, and starts with the award's conditional move: a redelivered event changes
 * nothing. Each records the auction as it then reads (catalog.auction.changed) for its open pages.
 */
@Injectable()
export class AuctionClaimsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  passOn(awardId: string, reason: string): Promise<PassOnResult> {
    return this.db.transaction(async (tx) => {
      const lapsed = await AwardsRepository.settle(tx, awardId, { state: 'lapsed', reason });
      if (!lapsed) return { outcome: 'duplicate' as const };
      const [auction] = await tx.$queryRaw<{ product_id: number; name: string; reserve_price: unknown }[]>`
        SELECT a.product_id, p.name, a.reserve_price FROM catalog.auctions a
        JOIN catalog.products p ON p.id = a.product_id WHERE a.id = ${lapsed.sourceId} FOR UPDATE OF a`;
      const offered = await AwardsRepository.awardedBuyers(tx, 'auction', lapsed.sourceId);
      // Each bidder's highest bid is their maximum: proxy bidding bid for them up to it.
      const [next] = await tx.$queryRaw<{ buyer_id: string; amount: { toFixed(n: number): string } }[]>`
        SELECT buyer_id::text AS buyer_id, max(max_amount) AS amount FROM catalog.bids
        WHERE auction_id = ${lapsed.sourceId} AND buyer_id IS NOT NULL
          AND NOT (buyer_id = ANY(${offered}::uuid[]))
        GROUP BY buyer_id
        HAVING max(max_amount) >= COALESCE(${auction!.reserve_price}::numeric, 0)
        ORDER BY amount DESC, min(sequence) ASC LIMIT 1`;
      if (!next) {
        // Nobody left in line: the piece is on sale again.
        await tx.product.update({ where: { id: auction!.product_id }, data: { underAuction: false } });
        await recordAuctionChanged(tx, lapsed.sourceId);
        return { outcome: 'unsold' as const };
      }
      const rank = lapsed.rank + 1;
      await AwardsRepository.offer(tx, {
        source: 'auction',
        sourceId: lapsed.sourceId,
        productId: auction!.product_id,
        productName: auction!.name,
        buyerId: next.buyer_id,
        price: next.amount.toFixed(2),
        rank,
      });
      await recordAuctionChanged(tx, lapsed.sourceId);
      return { outcome: 'offered' as const, buyerId: next.buyer_id, rank };
    });
  }

  /** The claim was paid (its order commits the stock): the piece is no longer kept for the auction. */
  settlePaid(awardId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const paid = await AwardsRepository.settle(tx, awardId, { state: 'paid' });
      if (!paid) return false;
      await tx.product.update({ where: { id: paid.productId }, data: { underAuction: false } });
      // Open pages of the piece turn to 'Sold' without a reload.
      await recordAuctionChanged(tx, paid.sourceId);
      return true;
    });
  }
}
