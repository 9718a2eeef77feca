import { z } from 'zod';
import { auctionStandingSchema } from '../auctions/auction-standing.schema.js';
import { orderStatusSchema } from '../orders/order.schema.js';
import { likeInputSchema } from '../likes/like.schema.js';

/**
 * A collector's own account (issue 34): what follows a verified buyer from device to device. Each
 * list is the signed-in buyer's alone (their buyer id comes from the gateway's assertion, checked
 * again by the owning service); nobody else's bids, entries, orders or likes are ever in it.
 */

const CLAIM_STATES = ['offered', 'paid', 'lapsed'] as const;

/** GET /api/buyers/me/bids: one row per auction the buyer bid on, the running ones first, then newest. */
export const myBidSchema = z.object({
  auctionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** The piece's first image (an upload path), or null. */
  imageUrl: z.string().nullable(),
  /** scheduled, open, ended or cancelled (as the auction's page says). */
  phase: z.enum(['scheduled', 'open', 'ended', 'cancelled']),
  /** The price now (or the final price); null before any bid. */
  currentBid: z.string().nullable(),
  /** The most this buyer asked the house to bid for them. */
  maxAmount: z.string(),
  /** leading or outbid while it runs; won or lost once it ended; lost when it was cancelled. */
  standing: auctionStandingSchema.exclude(['none']),
  endTime: z.string(),
  /** Their claim of the piece, once offered it (paid, or lapsed when not paid in time). */
  claim: z.enum(CLAIM_STATES).nullable(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidsSchema = z.array(myBidSchema);

/** GET /api/buyers/me/draw-entries: one row per drawn release the buyer entered, newest first. */
export const myDrawEntrySummarySchema = z.object({
  releaseId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  /** open: taking entries until closesAt; drawn: the result is known. */
  state: z.enum(['open', 'drawn']),
  enteredAt: z.string(),
  closesAt: z.string(),
  /**
   * Once drawn: won (offered the piece); waitlisted (in line behind the winners while a claim is
   * still open, so the piece may yet pass to them); not_drawn (no claim is open any more). Null while open.
   */
  result: z.enum(['won', 'waitlisted', 'not_drawn']).nullable(),
  /** 1-based place in the drawn order; for the waitlisted, their place in line behind the winners. */
  position: z.number().int().positive().nullable(),
  waitlistPosition: z.number().int().positive().nullable(),
  /** Their claim of the piece, once offered it. */
  claim: z.enum(CLAIM_STATES).nullable(),
});
export type MyDrawEntrySummary = z.infer<typeof myDrawEntrySummarySchema>;
export const myDrawEntrySummariesSchema = z.array(myDrawEntrySummarySchema);

/** GET /api/buyers/me/likes: the pieces and sneak peeks the buyer likes, newest like first. */
export const myLikeSchema = z.object({
  kind: z.enum(['product', 'coming-soon']),
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  likedAt: z.string(),
});
export type MyLike = z.infer<typeof myLikeSchema>;
export const myLikesSchema = z.array(myLikeSchema);

/** POST /api/buyers/me/likes/merge: this browser's likes become the buyer's (at sign-in). */
export const mergeLikesInputSchema = likeInputSchema;
export type MergeLikesInput = z.infer<typeof mergeLikesInputSchema>;
/** How many of the browser's likes were added to the buyer's, and how many the buyer already had. */
export const mergeLikesAnswerSchema = z.object({
  merged: z.number().int().nonnegative(),
  alreadyLiked: z.number().int().nonnegative(),
});
export type MergeLikesAnswer = z.infer<typeof mergeLikesAnswerSchema>;

/** GET /api/buyers/me/orders: the buyer's orders, newest first. */
export const myOrderSchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  total: z.string(),
  createdAt: z.string(),
  /** The order's page on the store (/orders/{token}). */
  orderPath: z.string(),
  shipment: z
    .object({
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      shippedAt: z.string(),
    })
    .nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int().positive(),
      imageUrl: z.string().nullable(),
    }),
  ),
});
export type MyOrder = z.infer<typeof myOrderSchema>;
export const myOrdersSchema = z.array(myOrderSchema);
