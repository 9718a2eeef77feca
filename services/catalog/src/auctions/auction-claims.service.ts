import { Injectable } from '@nestjs/common';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { AuctionClaimsRepository } from './auction-claims.repository.js';
import { afterAuctionClaimLapsed, afterAuctionClaimPaid } from '../release-flow/after-claim.js';

export type PassOnResult =
  { outcome: 'offered'; buyerId: string; rank: number } | { outcome: 'unsold' } | { outcome: 'duplicate' };

/**
 * What an auction's claims do to it, in the claim event's transaction: paid, the sale is done and
 * the piece no longer kept for the auction; lapsed, the piece goes to the next in line with a new
 * award at their own maximum, or back on sale when nobody is left (the release flow's decisions:
 * release-flow/after-claim.ts).
 * Both start with the award's conditional move, so a redelivered event changes nothing, and record
 * the auction as it then reads (catalog.auction.changed) for its open pages.
 */
@Injectable()
export class AuctionClaimsService {
  constructor(private readonly store: AuctionClaimsRepository) {}

  async passOn(tx: CatalogTransaction, awardId: string, reason: string): Promise<PassOnResult> {
    const lapsed = await this.store.settle(tx, awardId, { state: 'lapsed', reason });
    if (!lapsed) return { outcome: 'duplicate' };
    const auction = await this.store.lockAuction(tx, lapsed.sourceId);
    const next = afterAuctionClaimLapsed({
      lapsedRank: lapsed.rank,
      bidders: await this.store.bidderMaximums(tx, lapsed.sourceId),
      alreadyOffered: await this.store.awardedBuyers(tx, lapsed.sourceId),
      reserve: auction.reserve,
    });
    for (const award of next.awards)
      await this.store.offer(tx, {
        source: 'auction',
        sourceId: lapsed.sourceId,
        productId: auction.productId,
        productName: auction.productName,
        ...award,
      });
    if (next.releasePiece) await this.store.releaseThePiece(tx, auction.productId);
    await this.store.announce(tx, lapsed.sourceId);
    const [offered] = next.awards;
    return offered
      ? { outcome: 'offered', buyerId: offered.buyerId, rank: offered.rank }
      : { outcome: 'unsold' };
  }

  /** The claim was paid (its order commits the stock). False when the award was not open. */
  async settlePaid(tx: CatalogTransaction, awardId: string): Promise<boolean> {
    const paid = await this.store.settle(tx, awardId, { state: 'paid' });
    if (!paid) return false;
    if (afterAuctionClaimPaid().releasePiece) await this.store.releaseThePiece(tx, paid.productId);
    // Open pages of the piece turn to 'Sold' without a reload.
    await this.store.announce(tx, paid.sourceId);
    return true;
  }
}
