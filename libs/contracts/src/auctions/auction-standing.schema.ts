import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { AWARD_STATES } from '../drawn-releases/drawn-release.schema.js';

/**
 * A buyer's own standing in an auction: 'none' (never bid), 'leading' or 'outbid' while it runs,
 * 'won' or 'lost' once it ended (lost also when it was cancelled or ended below the reserve).
 */
export const AUCTION_STANDINGS = ['none', 'leading', 'outbid', 'won', 'lost'] as const;
export const auctionStandingSchema = z.enum(AUCTION_STANDINGS);
export type AuctionStanding = z.infer<typeof auctionStandingSchema>;

/**
 * GET /api/auctions/{id}/standing (verified buyer): where this buyer stands, computed by the rule
 * the admin's auction list reads (who leads, who won), so the two never disagree.
 */
export const myAuctionStandingSchema = z.object({
  auctionId: z.number().int(),
  standing: auctionStandingSchema,
  /** The most this buyer asked the house to bid for them (their highest maximum); null: no bid. */
  maxAmount: decimalStringSchema.nullable(),
  /** The auction's bid count when this was read (the page's auction may be newer). */
  bidCount: z.number().int().nonnegative(),
  /**
   * The piece offered to this buyer, if it was: the winner's claim (rank 1), or a lapsed claim
   * passed on to them (rank 2 and later). Paid once they paid; lapsed when their claim ran out.
   */
  /**
   * This buyer's number in the auction's public bid history ("Bidder n"), so a page marks their own
   * rows "You"; null until they have held the price.
   */
  bidder: z.number().int().positive().nullable(),
  award: z
    .object({ state: z.enum(AWARD_STATES), rank: z.number().int().positive(), price: decimalStringSchema })
    .nullable(),
});
export type MyAuctionStanding = z.infer<typeof myAuctionStandingSchema>;
