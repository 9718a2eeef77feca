import { z } from 'zod';
import { priceInputSchema } from '../common/decimal-price.js';
import { idRef } from '../common/optional-fields.js';
import { publicAuctionSchema } from './auction.schema.js';

const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time with a time zone` });

/** POST /api/auctions (admin): opens a timed auction of a piece with bidding enabled. */
export const openAuctionInputSchema = z
  .strictObject({
    productId: idRef('productId'),
    startingBid: priceInputSchema('startingBid'),
    minimumBidIncrement: priceInputSchema('minimumBidIncrement').default('100.00'),
    /** Hidden from shoppers: below it nobody wins. */
    reservePrice: priceInputSchema('reservePrice').nullish(),
    /** Default: now. */
    startsAt: instant('startsAt').optional(),
    endTime: instant('endTime'),
  })
  .refine((input) => Number(input.minimumBidIncrement) > 0, {
    message: 'minimumBidIncrement must be more than 0',
    path: ['minimumBidIncrement'],
  })
  .refine((input) => new Date(input.endTime) > new Date(input.startsAt ?? Date.now()), {
    message: 'endTime must be after startsAt (and in the future)',
    path: ['endTime'],
  });
export type OpenAuctionInput = z.infer<typeof openAuctionInputSchema>;

/**
 * POST /api/auctions/{id}/bids (verified buyer): the most the buyer will pay. The house bids for
 * them, one increment at a time, up to it (proxy bidding); it is never shown to anyone.
 */
export const placeBidInputSchema = z.strictObject({ maxAmount: priceInputSchema('maxAmount') });
export type PlaceBidInput = z.infer<typeof placeBidInputSchema>;

/**
 * The answer to an accepted bid: 'leading' (the buyer leads), 'outbid' (accepted, but an earlier
 * proxy maximum was higher and now leads) or 'max_raised' (the leader raised their own maximum).
 */
export const bidOutcomeSchema = z.enum(['leading', 'outbid', 'max_raised']);
export type BidOutcome = z.infer<typeof bidOutcomeSchema>;

/** The answer to POST /api/auctions/{id}/bids. */
export const bidAnswerSchema = z.object({
  outcome: bidOutcomeSchema,
  /** The buyer's maximum, as the house will bid for them. */
  maxAmount: z.string(),
  auction: publicAuctionSchema,
});
export type BidAnswer = z.infer<typeof bidAnswerSchema>;
