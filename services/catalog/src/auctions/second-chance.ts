import { type Cents, toCents } from './money.js';

/** A bidder's highest maximum on one auction, and when they first bid (a bid's sequence). */
export interface BidderMaximum {
  buyerId: string;
  /** Decimal string: proxy bidding bid for them up to it, so it is the most they agreed to pay. */
  maximum: string;
  firstSequence: number;
}

/**
 * Who is offered an auction's piece when the winner's claim lapsed (the second-chance offer), at
 * their own maximum: the bidder with the highest maximum who has not been offered it yet, the
 * earlier bidder first on a tie, and only at or above the reserve. Null: nobody is left in line.
 */
export function nextInLine(
  bidders: BidderMaximum[],
  alreadyOffered: readonly string[],
  reserve: string | null,
): BidderMaximum | null {
  const floor: Cents = reserve === null ? 0 : toCents(reserve);
  const offered = new Set(alreadyOffered);
  const eligible = bidders.filter((b) => !offered.has(b.buyerId) && toCents(b.maximum) >= floor);
  eligible.sort((a, b) => toCents(b.maximum) - toCents(a.maximum) || a.firstSequence - b.firstSequence);
  return eligible[0] ?? null;
}
