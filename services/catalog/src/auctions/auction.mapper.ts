import type { AdminAuction, AuctionBid, AuctionPhase, PublicAuction } from '@atelier/contracts';
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
}

/** Columns every read selects (alias a for auctions, p for products, w for the winning bid). */
export const AUCTION_COLUMNS = `a.id, a.product_id, p.name AS product_name, a.starting_bid, a.current_bid,
  a.minimum_bid_increment, a.reserve_price, a.starts_at, a.end_time, a.status, a.bid_count,
  a.leader_buyer_id::text AS leader_buyer_id, a.leader_max, w.leader_buyer_id::text AS winner_buyer_id,
  a.ended_at, a.created_at, clock_timestamp() AS server_time, c.state AS claim_state, c.rank AS claim_rank`;
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

export function toPublicAuction(row: AuctionRow): PublicAuction {
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
    hasReserve: reserve !== null,
    reserveMet: reserve === null || (current !== null && current >= reserve),
    startsAt: row.starts_at.toISOString(),
    endTime: row.end_time.toISOString(),
    serverTime: row.server_time.toISOString(),
  };
}

export function toAdminAuction(row: AuctionRow): AdminAuction {
  return {
    ...toPublicAuction(row),
    productName: row.product_name,
    reservePrice: row.reserve_price === null ? null : row.reserve_price.toFixed(2),
    leaderBuyerId: row.leader_buyer_id,
    winnerBuyerId: row.winner_buyer_id,
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
