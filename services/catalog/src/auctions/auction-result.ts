import type { Cents } from './money.js';

/**
 * How an auction that has just ended turns out, decided here and nowhere else (the repository ends
 * it with one conditional UPDATE and reads what this needs, under the auction row's lock).
 */

/** A hidden reserve is met once the price reaches it; without one, any price is. */
export const reserveMet = (currentBid: Cents | null, reserve: Cents | null): boolean =>
  reserve === null || (currentBid !== null && currentBid >= reserve);

/** An auction just ended, as its close reads it. */
export interface EndedAuction {
  currentBid: Cents | null;
  reserve: Cents | null;
  /** The last bid taken (highest sequence) and who led after it, or null with no bid. */
  lastBid: { id: number; leaderBuyerId: string | null } | null;
  /** Every buyer who bid on it. */
  bidders: string[];
}

export interface AuctionResult {
  /** The winning bid: the last one, when the price reached the reserve. */
  winningBidId: number | null;
  /** Who led after the winning bid: the piece is offered to them at the price. */
  winnerBuyerId: string | null;
  /** What the winner pays: the price the bidding reached. Null without a winner. */
  price: Cents | null;
  /** Every other buyer who bid (told the outcome). */
  losingBuyerIds: string[];
}

export function auctionResult(ended: EndedAuction): AuctionResult {
  const won =
    ended.lastBid !== null && ended.currentBid !== null && reserveMet(ended.currentBid, ended.reserve);
  const winnerBuyerId = won ? ended.lastBid!.leaderBuyerId : null;
  return {
    winningBidId: won ? ended.lastBid!.id : null,
    winnerBuyerId,
    price: winnerBuyerId === null ? null : ended.currentBid,
    losingBuyerIds: ended.bidders.filter((buyerId) => buyerId !== winnerBuyerId),
  };
}
