import { z } from 'zod';
import { parseUsPhoneNumber } from '../notifications/us-phone-number.js';

/** How long a texted code is valid, and how many wrong tries it survives. */
export const BUYER_CODE_TTL_SECONDS = 600;
export const BUYER_CODE_MAX_ATTEMPTS = 5;

/** POST /api/buyers/verification: text a one-time code to this US mobile number. */
export const startBuyerVerificationInputSchema = z.strictObject({
  /** Any common US writing; normalised to E.164. */
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .max(40, 'phoneNumber is too long')
    .meta({ description: 'A US mobile number in any common writing', examples: ['(212) 555-0142'] })
    .transform((raw, ctx) => {
      const parsed = parseUsPhoneNumber(raw);
      if (parsed.ok) return parsed.e164;
      ctx.addIssue({ code: 'custom', message: `phoneNumber: ${parsed.problem}` });
      return z.NEVER;
    }),
  consent: z.literal(true, { error: 'consent must be true: agree to receive texts about your bids' }),
});
export type StartBuyerVerificationInput = z.infer<typeof startBuyerVerificationInputSchema>;

export const buyerVerificationStartedSchema = z.object({
  verificationId: z.uuid(),
  expiresAt: z.string(),
  /** The number the code went to, masked ("•••• 1234"). */
  sentTo: z.string(),
});
export type BuyerVerificationStarted = z.infer<typeof buyerVerificationStartedSchema>;

/** The longest name a buyer may give (how the owner recognises them among bidders). */
export const BUYER_NAME_MAX = 60;

/**
 * A buyer's name as they give it: trimmed, letters (any script) with spaces, apostrophes, hyphens
 * and dots between; no digits, symbols or control characters (it is shown to the owner only).
 */
export const buyerNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty: leave it out instead')
  .max(BUYER_NAME_MAX, `name must be at most ${BUYER_NAME_MAX} characters`)
  .regex(
    /^\p{L}[\p{L}\p{M}'’. -]*$/u,
    'name may hold letters, spaces, apostrophes, hyphens and dots, starting with a letter',
  );

/**
 * POST /api/buyers/verification/confirm: the code from the text, and optionally the buyer's name
 * (asked once, so the owner recognises them among bidders; kept with the buyer, shown to the owner only).
 */
export const confirmBuyerVerificationInputSchema = z.strictObject({
  verificationId: z.uuid({ error: 'verificationId must be the id the code was sent under' }),
  code: z.string({ error: 'code is required' }).regex(/^\d{6}$/, 'code must be the 6 digits from the text'),
  name: buyerNameSchema.optional(),
});
export type ConfirmBuyerVerificationInput = z.infer<typeof confirmBuyerVerificationInputSchema>;

/** GET /api/buyers/me and the answer to a confirmed code: who the httpOnly cookie says you are. */
export const buyerSchema = z.object({
  buyerId: z.uuid(),
  phoneLast4: z.string().regex(/^\d{4}$/),
  verifiedAt: z.string(),
  /**
   * The number replied STOP to our texts: the buyer may not bid or enter a draw (a win is told by
   * text) until it replies START.
   */
  textsStopped: z.boolean(),
});
export type Buyer = z.infer<typeof buyerSchema>;
