import { Injectable } from '@nestjs/common';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { AuctionClaimsRepository } from './auction-claims.repository.js';
import { nextInLine } from './second-chance.js';

export type PassOnResult =
  { outcome: 'offered'; buyerId: string; rank: number } | { outcome: 'unsold' } | { outcome: 'duplicate' };

/**
 * What an auction's claims do to it, in the claim event's transaction: paid, the sale is done and
 * the piece no longer kept for the auction; lapsed, the piece goes to the next in line (see
 * second-chance.ts) with a new award at their own maximum, or back on sale when nobody is left.
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
    const next = nextInLine(
      await this.store.bidderMaximums(tx, lapsed.sourceId),
      await this.store.awardedBuyers(tx, lapsed.sourceId),
      auction.reserve,
    );
    if (!next) {
      await this.store.releaseThePiece(tx, auction.productId);
      await this.store.announce(tx, lapsed.sourceId);
      return { outcome: 'unsold' };
    }
    const rank = lapsed.rank + 1;
    await this.store.offer(tx, {
      source: 'auction',
      sourceId: lapsed.sourceId,
      productId: auction.productId,
      productName: auction.productName,
      buyerId: next.buyerId,
      price: next.maximum,
      rank,
    });
    await this.store.announce(tx, lapsed.sourceId);
    return { outcome: 'offered', buyerId: next.buyerId, rank };
  }

  /** The claim was paid (its order commits the stock). False when the award was not open. */
  async settlePaid(tx: CatalogTransaction, awardId: string): Promise<boolean> {
    const paid = await this.store.settle(tx, awardId, { state: 'paid' });
    if (!paid) return false;
    await this.store.releaseThePiece(tx, paid.productId);
    // Open pages of the piece turn to 'Sold' without a reload.
    await this.store.announce(tx, paid.sourceId);
    return true;
  }
}
