import { z } from 'zod';

/**
 * A verified buyer's card on file (issue 16): bids and draw entries need one, and a won claim is
 * charged to it off-session. The card is taken by the payment provider (a Stripe SetupIntent, or
 * the simulated provider's labelled test form); the store keeps only brand, last 4 and the
 * provider's card fingerprint (one card makes one buyer).
 */

/** Answer of POST /api/buyer-cards/setup: what the browser needs to take the card. */
export const buyerCardSetupSchema = z.object({
  provider: z.enum(['stripe', 'simulated']),
  setupIntentId: z.string(),
  clientSecret: z.string(),
  /** Stripe's publishable key (null for the simulated provider). */
  publishableKey: z.string().nullable(),
});
export type BuyerCardSetup = z.infer<typeof buyerCardSetupSchema>;

/** Body of POST /api/buyer-cards/confirm: after the browser confirmed the setup (Stripe) or, for the simulated provider, the test card itself. */
export const confirmBuyerCardInputSchema = z.strictObject({
  setupIntentId: z.string({ error: 'setupIntentId is required' }).min(1).max(255),
  /** Simulated provider only: the test card's number (Stripe takes the card in its own form). */
  cardNumber: z
    .string()
    .meta({ examples: ['4242 4242 4242 4242'] })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits'))
    .optional(),
});
export type ConfirmBuyerCardInput = z.infer<typeof confirmBuyerCardInputSchema>;

/** GET /api/buyer-cards/mine and the answer to a confirmed setup. */
export const buyerCardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  savedAt: z.string(),
});
export type BuyerCard = z.infer<typeof buyerCardSchema>;
