import { z } from 'zod';
import { optionalPriceInputSchema, priceInputSchema } from '../common/decimal-price.js';
import { idRef } from '../common/optional-fields.js';
import { publicAuctionSchema } from './auction.schema.js';

const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time with a time zone` });

/** The owner's estimate as sent: both amounts or neither (null or blank: none). */
const estimateFields = {
  estimateLow: optionalPriceInputSchema('estimateLow').optional(),
  estimateHigh: optionalPriceInputSchema('estimateHigh').optional(),
};

type EstimateFields = { estimateLow?: string | null | undefined; estimateHigh?: string | null | undefined };

/** Both positive, low at most high, one never without the other: each problem named by its field. */
function checkEstimate(input: EstimateFields, ctx: z.RefinementCtx) {
  const { estimateLow: low, estimateHigh: high } = input;
  const issue = (field: keyof EstimateFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if ((low ?? null) === null && (high ?? null) === null) return;
  if ((low ?? null) === null) return issue('estimateLow', 'estimateLow is required with estimateHigh');
  if ((high ?? null) === null) return issue('estimateHigh', 'estimateHigh is required with estimateLow');
  if (Number(low) <= 0) issue('estimateLow', 'estimateLow must be more than 0');
  if (Number(high) <= 0) issue('estimateHigh', 'estimateHigh must be more than 0');
  if (Number(low) > Number(high)) issue('estimateHigh', 'estimateHigh must be at least estimateLow');
}

/** POST /api/auctions (admin): opens a timed auction of a piece with bidding enabled. */
export const openAuctionInputSchema = z
  .strictObject({
    ...estimateFields,
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
  })
  .superRefine(checkEstimate);
export type OpenAuctionInput = z.infer<typeof openAuctionInputSchema>;

/**
 * PUT /api/auctions/{id}/estimate (admin): sets or (both null) clears the estimate of an auction
 * that is scheduled or open.
 */
export const auctionEstimateInputSchema = z
  .strictObject({
    estimateLow: optionalPriceInputSchema('estimateLow'),
    estimateHigh: optionalPriceInputSchema('estimateHigh'),
  })
  .superRefine(checkEstimate);
export type AuctionEstimateInput = z.infer<typeof auctionEstimateInputSchema>;

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
