import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { bidHistorySchema } from './auction-bid-history.schema.js';

export const AUCTION_PHASES = ['scheduled', 'open', 'ended', 'cancelled'] as const;
export const auctionPhaseSchema = z.enum(AUCTION_PHASES);
export type AuctionPhase = z.infer<typeof auctionPhaseSchema>;

/**
 * How an ended auction sold: 'won' (the piece is offered to a buyer, who has not paid yet), 'sold'
 * (paid), or 'unsold' (no bid reached the reserve, or every claim lapsed: the piece is on sale again).
 */
export const AUCTION_RESULTS = ['won', 'sold', 'unsold'] as const;
export const auctionResultSchema = z.enum(AUCTION_RESULTS);
export type AuctionResult = z.infer<typeof auctionResultSchema>;

/** A bid in the last SOFT_CLOSE_SECONDS of an auction moves its end SOFT_CLOSE_SECONDS later. */
export const SOFT_CLOSE_SECONDS = 120;

/** The owner's estimate of what the piece will fetch (optional; low <= high). */
export const auctionEstimateSchema = z.object({ low: decimalStringSchema, high: decimalStringSchema });
export type AuctionEstimate = z.infer<typeof auctionEstimateSchema>;

/**
 * An auction's own state, as the public and the admin both see it: never the reserve's amount or
 * who leads, only whether the reserve is met. `serverTime` is the service's clock when it answered,
 * so a page counts down from the server's time, not the visitor's.
 */
export const auctionStateSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  phase: auctionPhaseSchema,
  startingBid: decimalStringSchema,
  currentBid: decimalStringSchema.nullable(),
  minimumBidIncrement: decimalStringSchema,
  /** The least a bid may offer now: the starting bid, then the current bid plus the increment. */
  nextMinimumBid: decimalStringSchema,
  bidCount: z.number().int().nonnegative(),
  /** Null until the auction has closed (and when it was cancelled). */
  result: auctionResultSchema.nullable().default(null),
  hasReserve: z.boolean(),
  reserveMet: z.boolean(),
  startsAt: z.string(),
  endTime: z.string(),
  serverTime: z.string(),
  /** Null when the owner set none. */
  estimate: auctionEstimateSchema.nullable().default(null),
});
export type AuctionState = z.infer<typeof auctionStateSchema>;

/**
 * What anyone sees of an auction (GET /api/products/{id}/auction and every live update): its state
 * and its bid history, bidders anonymised ("Bidder 1", "Bidder 2"...).
 */
export const publicAuctionSchema = auctionStateSchema.extend({ history: bidHistorySchema });
export type PublicAuction = z.infer<typeof publicAuctionSchema>;

/** One price-moving bid as the admin sees it (buyers are known by id only). */
export const auctionBidSchema = z.object({
  sequence: z.number().int().positive(),
  kind: z.enum(['bid', 'max_raised']),
  buyerId: z.string(),
  maxAmount: decimalStringSchema,
  /** The price after this bid. */
  amount: decimalStringSchema,
  leaderBuyerId: z.string(),
  createdAt: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

/** The admin's view: the public one plus the reserve, the leader and the product's name. */
export const adminAuctionSchema = auctionStateSchema.extend({
  productName: z.string(),
  reservePrice: decimalStringSchema.nullable(),
  leaderBuyerId: z.string().nullable(),
  winnerBuyerId: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The won piece's claim (issue 16): offered to the rank-th buyer in line (1 = the winner), paid,
   * or unsold (every claim lapsed and nobody was left: the piece is on sale again). Null: no winner.
   */
  claim: z.object({ state: z.enum(['offered', 'paid', 'unsold']), rank: z.number().int() }).nullable(),
});
export type AdminAuction = z.infer<typeof adminAuctionSchema>;

export const adminAuctionDetailSchema = adminAuctionSchema.extend({ bids: z.array(auctionBidSchema) });
export type AdminAuctionDetail = z.infer<typeof adminAuctionDetailSchema>;
