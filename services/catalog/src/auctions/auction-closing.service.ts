import { Inject, Injectable } from '@nestjs/common';
import type { AdminAuction } from '@atelier/contracts';
import { auctionResult } from './auction-result.js';
import { AuctionsRepository } from './auctions.repository.js';
import { toDecimalString } from './money.js';

/** What closing an auction reads and writes (AuctionsRepository; a fake in unit tests). */
export type ClosingStore = Pick<
  AuctionsRepository,
  | 'inTransaction'
  | 'dueIds'
  | 'end'
  | 'setWinner'
  | 'keepPiece'
  | 'recordEnded'
  | 'offer'
  | 'announce'
  | 'adminView'
>;

/**
 * Ends auctions, at their end time (the closer) or now (the admin's End now), and settles how they
 * turned out (auction-result.ts): the highest bid wins if it reached the reserve, the piece is
 * offered to its bidder (their claim starts) and kept out of carts; otherwise it is on sale again.
 * The store ends an auction with one conditional UPDATE, so closing twice, or from several
 * instances, ends it once.
 */
@Injectable()
export class AuctionClosingService {
  constructor(@Inject(AuctionsRepository) private readonly store: ClosingStore) {}

  /** Active auctions whose end has passed, soonest first (the closer's batch). */
  dueIds = (limit: number): Promise<number[]> => this.store.dueIds(limit);

  /**
   * Closes an auction: once its end has passed (`early` false) or now (`early` true). Null when it
   * was not closed now (not active, or not due): nothing changes then.
   */
  close(auctionId: number, early: boolean): Promise<AdminAuction | null> {
    return this.store.inTransaction(async (tx) => {
      const ended = await this.store.end(tx, auctionId, early);
      if (!ended) return null;
      const result = auctionResult(ended);
      if (result.winningBidId !== null) await this.store.setWinner(tx, auctionId, result.winningBidId);
      // A won piece stays out of carts: it is the winner's to claim. Unsold, it is for sale again.
      await this.store.keepPiece(tx, ended.productId, result.winnerBuyerId !== null);
      const price = result.price === null ? null : toDecimalString(result.price);
      await this.store.recordEnded(tx, {
        auctionId,
        productId: ended.productId,
        productName: ended.productName,
        winnerBuyerId: result.winnerBuyerId,
        winningBidId: result.winningBidId,
        price,
        losingBuyerIds: result.losingBuyerIds,
      });
      // The winner's claim starts with the close (cart-checkout makes the award a claim link).
      if (result.winnerBuyerId !== null && price !== null)
        await this.store.offer(tx, {
          source: 'auction',
          sourceId: auctionId,
          productId: ended.productId,
          productName: ended.productName,
          buyerId: result.winnerBuyerId,
          price,
          rank: 1,
        });
      // Announced last: the closed auction with its award, so its live pages read it as won, not unsold.
      await this.store.announce(tx, auctionId);
      return this.store.adminView(tx, auctionId);
    });
  }
}
