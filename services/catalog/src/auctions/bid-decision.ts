import { type AuctionPhase, SOFT_CLOSE_SECONDS } from '@atelier/contracts';
import type { Cents } from './money.js';

/** The part of an auction a bid is decided on, read under the auction row's lock. */
export interface AuctionBidState {
  startingBid: Cents;
  currentBid: Cents | null;
  increment: Cents;
  reserve: Cents | null;
  leaderBuyerId: string | null;
  leaderMax: Cents | null;
}

export type BidRefusal = 'too_low' | 'already_leading';

export type BidDecision =
  | { accepted: false; reason: BidRefusal; nextMinimum: Cents }
  | {
      accepted: true;
      /** 'bid' moved the price; 'max_raised' only raised the leader's own maximum. */
      kind: 'bid' | 'max_raised';
      outcome: 'leading' | 'outbid' | 'max_raised';
      price: Cents;
      leaderBuyerId: string;
      leaderMax: Cents;
      /** The buyer who led before this bid and leads no more (to be told), if any. */
      outbidBuyerId: string | null;
    };

export const nextMinimumBid = (state: Pick<AuctionBidState, 'startingBid' | 'currentBid' | 'increment'>) =>
  state.currentBid === null ? state.startingBid : state.currentBid + state.increment;

/**
 * A bid refused on a read without the row lock, before queueing on it: prices only rise and a
 * closed auction never reopens, so a bid already late, or too low for anyone but the leader, on a
 * possibly stale read is refused for good. Null: decide it under the lock (decideBid).
 */
export function refusedBeforeLock(
  phase: AuctionPhase,
  state: AuctionBidState,
  buyerId: string,
  maxAmount: Cents,
): 'closed' | 'too_low' | null {
  if (phase === 'ended' || phase === 'cancelled') return 'closed';
  if (phase === 'open' && maxAmount < nextMinimumBid(state) && state.leaderBuyerId !== buyerId)
    return 'too_low';
  return null;
}

/** Seconds a bid moves the end by: SOFT_CLOSE_SECONDS when it came in the last SOFT_CLOSE_SECONDS, else none. */
export const softCloseExtension = (secondsLeft: number): number =>
  secondsLeft <= SOFT_CLOSE_SECONDS ? SOFT_CLOSE_SECONDS : 0;

/**
 * Proxy bidding, as auction houses do it: the buyer names the most they will pay; the price moves
 * only as far as it takes to beat the other side's maximum by one increment (never past the leader's
 * own maximum); equal maximums go to the earlier bidder. A hidden reserve is reached as soon as the
 * leader's maximum allows it, so "reserve met" never depends on waiting for another bidder.
 * Every accepted 'bid' leaves the price strictly above where it was.
 */
export function decideBid(state: AuctionBidState, buyerId: string, maxAmount: Cents): BidDecision {
  const nextMinimum = nextMinimumBid(state);
  // Only a maximum that reaches the reserve moves the price to it: one below it reveals nothing.
  const withReserve = (price: Cents, leaderMax: Cents) =>
    state.reserve !== null && price < state.reserve && leaderMax >= state.reserve ? state.reserve : price;

  if (state.leaderBuyerId === buyerId && state.leaderMax !== null && state.currentBid !== null) {
    if (maxAmount <= state.leaderMax) return { accepted: false, reason: 'already_leading', nextMinimum };
    const price = withReserve(state.currentBid, maxAmount);
    return {
      accepted: true,
      kind: price === state.currentBid ? 'max_raised' : 'bid',
      outcome: price === state.currentBid ? 'max_raised' : 'leading',
      price,
      leaderBuyerId: buyerId,
      leaderMax: maxAmount,
      outbidBuyerId: null,
    };
  }
  if (maxAmount < nextMinimum) return { accepted: false, reason: 'too_low', nextMinimum };

  if (state.leaderBuyerId === null || state.leaderMax === null) {
    const price = withReserve(state.startingBid, maxAmount);
    return leading(price, buyerId, maxAmount, null);
  }
  if (maxAmount <= state.leaderMax) {
    // The earlier maximum still leads; the price rises to meet this bid (ties go to the earlier one).
    const price = withReserve(Math.min(state.leaderMax, maxAmount + state.increment), state.leaderMax);
    return {
      accepted: true,
      kind: 'bid',
      outcome: 'outbid',
      price,
      leaderBuyerId: state.leaderBuyerId,
      leaderMax: state.leaderMax,
      outbidBuyerId: null,
    };
  }
  const price = withReserve(Math.min(maxAmount, state.leaderMax + state.increment), maxAmount);
  return leading(price, buyerId, maxAmount, state.leaderBuyerId);
}

const leading = (
  price: Cents,
  buyerId: string,
  leaderMax: Cents,
  outbidBuyerId: string | null,
): BidDecision => ({
  accepted: true,
  kind: 'bid',
  outcome: 'leading',
  price,
  leaderBuyerId: buyerId,
  leaderMax,
  outbidBuyerId,
});
