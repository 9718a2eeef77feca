import type {
  AdminAuction,
  AuctionBid,
  AuctionPhase,
  AuctionResult,
  AuctionStanding,
  AuctionState,
  BidHistory,
  MyAuctionStanding,
  PublicAuction,
} from '@atelier/contracts';
import { reserveMet } from './auction-result.js';
import { nextMinimumBid } from './bid-decision.js';
import { type Cents, toCents, toDecimalString } from './money.js';

type Money = { toFixed(places: number): string };

/** An auctions row as the repository's raw queries select it (with the database clock). */
export interface AuctionRow {
  id: number;
  product_id: number;
  product_name: string;
  starting_bid: Money;
  current_bid: Money | null;
  minimum_bid_increment: Money;
  reserve_price: Money | null;
  starts_at: Date;
  end_time: Date;
  status: string;
  bid_count: number;
  leader_buyer_id: string | null;
  leader_max: Money | null;
  winner_buyer_id: string | null;
  ended_at: Date | null;
  created_at: Date;
  server_time: Date;
  /** The latest award of this auction (its claim), if any. */
  claim_state: string | null;
  claim_rank: number | null;
  estimate_low: Money | null;
  estimate_high: Money | null;
}

/** Columns every read selects (alias a for auctions, p for products, w for the winning bid). */
export const AUCTION_COLUMNS = `a.id, a.product_id, p.name AS product_name, a.starting_bid, a.current_bid,
  a.minimum_bid_increment, a.reserve_price, a.starts_at, a.end_time, a.status, a.bid_count,
  a.leader_buyer_id::text AS leader_buyer_id, a.leader_max, w.leader_buyer_id::text AS winner_buyer_id,
  a.ended_at, a.created_at, clock_timestamp() AS server_time, c.state AS claim_state, c.rank AS claim_rank,
  a.estimate_low, a.estimate_high`;
export const AUCTION_FROM = `catalog.auctions a JOIN catalog.products p ON p.id = a.product_id
  LEFT JOIN catalog.bids w ON w.id = a.winner_id
  LEFT JOIN LATERAL (SELECT state, rank FROM catalog.awards
    WHERE source = 'auction' AND source_id = a.id ORDER BY rank DESC LIMIT 1) c ON true`;

const cents = (value: Money | null): Cents | null => (value === null ? null : toCents(value));

export function phaseOf(
  row: Pick<AuctionRow, 'status' | 'starts_at' | 'end_time' | 'server_time'>,
): AuctionPhase {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'ended' || row.server_time >= row.end_time) return 'ended';
  return row.server_time < row.starts_at ? 'scheduled' : 'open';
}

// The close's own rule (auction-result.ts), so that a due auction reads as its close will record it.
const reserveMetBy = (row: Pick<AuctionRow, 'current_bid' | 'reserve_price'>) =>
  reserveMet(cents(row.current_bid), cents(row.reserve_price));

/**
 * Who leads an auction and who won it: the one rule behind the admin's list (its Leading and
 * Winner) and every buyer's own standing, so that the two never disagree. An auction past its end
 * that the closer has not closed yet is already decided: its leader wins if the price reached the
 * reserve, as the close will record.
 */
export function auctionHolders(
  row: Pick<
    AuctionRow,
    | 'status'
    | 'starts_at'
    | 'end_time'
    | 'server_time'
    | 'leader_buyer_id'
    | 'winner_buyer_id'
    | 'current_bid'
    | 'reserve_price'
  >,
): { leaderBuyerId: string | null; winnerBuyerId: string | null } {
  const leaderBuyerId = row.leader_buyer_id;
  if (row.status === 'ended') return { leaderBuyerId, winnerBuyerId: row.winner_buyer_id };
  const due = phaseOf(row) === 'ended';
  return { leaderBuyerId, winnerBuyerId: due && reserveMetBy(row) ? leaderBuyerId : null };
}

/** How an ended auction sold, from its latest award (the winner's claim, or the next in line's). */
function resultOf(row: Pick<AuctionRow, 'status' | 'claim_state'>): AuctionResult | null {
  if (row.status !== 'ended') return null;
  if (row.claim_state === 'paid') return 'sold';
  return row.claim_state === 'offered' ? 'won' : 'unsold';
}

/** The auction's own state (no bid history): what the admin's list and the public answer share. */
export function toAuctionState(row: AuctionRow): AuctionState {
  const current = cents(row.current_bid);
  const reserve = cents(row.reserve_price);
  const state = {
    startingBid: toCents(row.starting_bid),
    currentBid: current,
    increment: toCents(row.minimum_bid_increment),
  };
  return {
    id: row.id,
    productId: row.product_id,
    phase: phaseOf(row),
    startingBid: toDecimalString(state.startingBid),
    currentBid: current === null ? null : toDecimalString(current),
    minimumBidIncrement: toDecimalString(state.increment),
    nextMinimumBid: toDecimalString(nextMinimumBid(state)),
    bidCount: row.bid_count,
    result: resultOf(row),
    hasReserve: reserve !== null,
    reserveMet: reserveMetBy(row),
    startsAt: row.starts_at.toISOString(),
    endTime: row.end_time.toISOString(),
    serverTime: row.server_time.toISOString(),
    estimate:
      row.estimate_low === null || row.estimate_high === null
        ? null
        : { low: row.estimate_low.toFixed(2), high: row.estimate_high.toFixed(2) },
  };
}

/** What anyone sees: the state and its anonymised bid history (see bid-history.ts). */
export const toPublicAuction = (row: AuctionRow, history: BidHistory): PublicAuction => ({
  ...toAuctionState(row),
  history,
});

export function toAdminAuction(row: AuctionRow): AdminAuction {
  return {
    ...toAuctionState(row),
    productName: row.product_name,
    reservePrice: row.reserve_price === null ? null : row.reserve_price.toFixed(2),
    ...auctionHolders(row),
    endedAt: row.ended_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    claim: claimOf(row),
  };
}

/** The winner's claim as the admin sees it: offered to the nth in line, paid, or passed to nobody. */
function claimOf(row: AuctionRow): AdminAuction['claim'] {
  if (row.claim_state === null || row.claim_rank === null) return null;
  const state = row.claim_state === 'paid' ? 'paid' : row.claim_state === 'offered' ? 'offered' : 'unsold';
  return { state, rank: row.claim_rank };
}

/** The reading buyer's own part of an auction, selected beside its row (AuctionsRepository.standing). */
export interface OwnBidsRow {
  my_max: Money | null;
  my_award_state: string | null;
  my_award_rank: number | null;
  my_award_price: Money | null;
}

type AwardState = NonNullable<MyAuctionStanding['award']>['state'];

/**
 * A buyer's own standing: leading or outbid while it runs, won or lost once it ended (auctionHolders);
 * `bidder`: their number in the public history (null until they held the price).
 */
export function toMyStanding(
  row: AuctionRow & OwnBidsRow,
  buyerId: string,
  bidder: number | null,
): MyAuctionStanding {
  const award =
    row.my_award_state === null || row.my_award_rank === null || row.my_award_price === null
      ? null
      : {
          // AwardsRepository writes only these states: offered, then paid or lapsed.
          state: row.my_award_state as AwardState,
          rank: row.my_award_rank,
          price: row.my_award_price.toFixed(2),
        };
  return {
    auctionId: row.id,
    standing: row.my_max === null ? 'none' : standingOf(row, buyerId),
    maxAmount: row.my_max === null ? null : row.my_max.toFixed(2),
    bidCount: row.bid_count,
    bidder,
    award,
  };
}

function standingOf(row: AuctionRow, buyerId: string): AuctionStanding {
  const { leaderBuyerId, winnerBuyerId } = auctionHolders(row);
  const phase = phaseOf(row);
  if (phase === 'open' || phase === 'scheduled') return leaderBuyerId === buyerId ? 'leading' : 'outbid';
  return winnerBuyerId === buyerId ? 'won' : 'lost';
}

export interface BidRow {
  sequence: number;
  kind: string;
  buyer_id: string;
  max_amount: Money;
  amount: Money;
  leader_buyer_id: string;
  created_at: Date;
}

export const toAuctionBid = (row: BidRow): AuctionBid => ({
  sequence: row.sequence,
  kind: row.kind === 'max_raised' ? 'max_raised' : 'bid',
  buyerId: row.buyer_id,
  maxAmount: row.max_amount.toFixed(2),
  amount: row.amount.toFixed(2),
  leaderBuyerId: row.leader_buyer_id,
  createdAt: row.created_at.toISOString(),
});
