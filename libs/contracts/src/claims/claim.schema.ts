import { z } from 'zod';
import { buyerCardSchema } from '../buyer-cards/buyer-card.schema.js';

/**
 * A won piece's claim (issue 16): a signed, single-use, expiring link texted to the winner. The
 * page shows the piece, the price and the card on file; paying charges that card off-session.
 */
export const CLAIM_STATES = ['offered', 'paying', 'paid', 'lapsed'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** GET /api/claims/{token}: what the claim page shows. */
export const claimViewSchema = z.object({
  claimId: z.uuid(),
  source: z.enum(['auction', 'draw']),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  price: z.string(),
  shipping: z.string(),
  total: z.string(),
  expiresAt: z.string(),
  /** The card the claim charges (null if the buyer has none on file any more). */
  card: buyerCardSchema.nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** Answer of POST /api/claims/{token}/pay: the order, and where its confirmation lives. */
export const claimPaidAnswerSchema = z.object({
  state: z.literal('paid'),
  orderNumber: z.string(),
  /** The order confirmation's address on the store (/orders/{token}). */
  confirmationPath: z.string(),
});
export type ClaimPaidAnswer = z.infer<typeof claimPaidAnswerSchema>;

/** Claim tokens as they appear in the path: `<claimId>.<expiresAtMs>.<mac>`, checked by the service. */
export const claimTokenParamSchema = z
  .string()
  .max(200, 'The claim link is not valid')
  .regex(/^[0-9a-f-]{36}\.\d{1,15}\.[A-Za-z0-9_-]{43}$/, 'The claim link is not valid');
