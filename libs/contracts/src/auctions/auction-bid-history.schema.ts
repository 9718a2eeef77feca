import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';

/** How many of an auction's latest bids its public answer lists (with the total beside them). */
export const BID_HISTORY_LIMIT = 50;

/**
 * One step of an auction's visible price, as anyone sees it: who holds it, as "Bidder n" (numbered
 * per auction in the order bidders first held the price, never their phone, name or id), the price
 * and when. `automatic`: the bidder's own maximum answered someone else's bid (proxy bidding), so
 * the step is theirs at the visible price; nobody's maximum is ever shown.
 */
export const publicBidSchema = z.object({
  bidder: z.number().int().positive(),
  amount: decimalStringSchema,
  automatic: z.boolean(),
  createdAt: z.string(),
});
export type PublicBid = z.infer<typeof publicBidSchema>;

/** The latest BID_HISTORY_LIMIT steps, newest first, and how many there are in all. */
export const bidHistorySchema = z.object({
  bids: z.array(publicBidSchema),
  total: z.number().int().nonnegative(),
});
export type BidHistory = z.infer<typeof bidHistorySchema>;
