import { z } from 'zod';

/**
 * A won piece's claim (issue 16): a signed, single-use, expiring link texted to the winner. The
 * page shows the piece and the price; paying charges the winner's card on file off-session, and
 * only the winner may pay: their buyer session, or a code texted to their phone on another device
 * (issue 31), so a link alone is no key to their card.
 */
export const CLAIM_STATES = ['offered', 'paying', 'paid', 'lapsed'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** GET /api/claims/{token}: what the claim page shows. */
export const claimViewSchema = z.object({
  claimId: z.uuid(),
  source: z.enum(['auction', 'draw', 'offer']),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  price: z.string(),
  shipping: z.string(),
  total: z.string(),
  expiresAt: z.string(),
  /**
   * The last four digits of the winner's phone: the phone that must be verified to pay (null if
   * not known yet). The card it charges is shown to the winner only (GET /api/buyer-cards/mine).
   */
  phoneLast4: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** One of a verified buyer's open claims (GET /api/claims/mine): what they won and where to pay. */
export const openClaimSchema = z.object({
  claimId: z.uuid(),
  source: z.enum(['auction', 'draw', 'offer']),
  productId: z.number().int(),
  productName: z.string(),
  price: z.string(),
  expiresAt: z.string(),
  /** The claim page's path on the store (/claim/{token}). */
  claimPath: z.string(),
});
export type OpenClaim = z.infer<typeof openClaimSchema>;

/** GET /api/claims/mine: the verified buyer's claims still waiting to be paid, soonest to expire first. */
export const openClaimsSchema = z.array(openClaimSchema);

/** Answer of POST /api/claims/{token}/pay: the order, and where its confirmation lives. */
export const claimPaidAnswerSchema = z.object({
  state: z.literal('paid'),
  orderNumber: z.string(),
  /** The order confirmation's address on the store (/orders/{token}). */
  confirmationPath: z.string(),
});
export type ClaimPaidAnswer = z.infer<typeof claimPaidAnswerSchema>;

/**
 * Claim tokens as they appear in the path: `<claimId>.<expiresAtMs>.<keyId>.<mac>` (links texted
 * before key ids existed have none), checked by the service.
 */
export const claimTokenParamSchema = z
  .string()
  .max(200, 'The claim link is not valid')
  .regex(
    /^[0-9a-f-]{36}\.\d{1,15}(?:\.[A-Za-z0-9_-]{1,32})?\.[A-Za-z0-9_-]{43}$/,
    'The claim link is not valid',
  );
