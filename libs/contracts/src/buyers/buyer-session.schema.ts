import { z } from 'zod';

/**
 * A device a verified buyer is signed in on (issue 34): each sign-in with a texted code opens one,
 * and the buyer's cookie names it. Signing out ends it on the server, so a copied cookie stops
 * working too (at the latest a few seconds later on every gateway: README, "Buyer sessions").
 */
export const buyerSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Android", from the browser's User-Agent when it signed in; "Unknown device" without one. */
  deviceLabel: z.string(),
  /** When this device signed in (ISO 8601). */
  signedInAt: z.string(),
  /** When it was last seen using the store (ISO 8601; moved at most once a minute). */
  lastSeenAt: z.string(),
  /** This is the device (browser) asking. */
  current: z.boolean(),
});
export type BuyerSession = z.infer<typeof buyerSessionSchema>;

/** GET /api/buyers/me/sessions: the buyer's open sessions, this device first, then the most recently seen. */
export const buyerSessionListSchema = z.object({ sessions: z.array(buyerSessionSchema) });
export type BuyerSessionList = z.infer<typeof buyerSessionListSchema>;

/** POST /api/buyers/me/sessions/sign-out-everywhere: how many sessions it ended (this one included). */
export const buyerSignedOutEverywhereSchema = z.object({ ended: z.number().int().nonnegative() });
export type BuyerSignedOutEverywhere = z.infer<typeof buyerSignedOutEverywhereSchema>;

/**
 * The gateway's internal questions to notifications (never in the route table): is the session a
 * cookie names open (it also marks the session seen), and, for a cookie made before sessions (v2),
 * which session stands for it.
 */
export const buyerSessionCheckInputSchema = z.strictObject({
  buyerId: z.uuid({ error: 'buyerId must be a UUID' }),
  sessionId: z.uuid({ error: 'sessionId must be a UUID' }),
});
export type BuyerSessionCheckInput = z.infer<typeof buyerSessionCheckInputSchema>;
export const buyerSessionCheckSchema = z.object({ open: z.boolean() });
export type BuyerSessionCheck = z.infer<typeof buyerSessionCheckSchema>;

export const legacyBuyerCookieExchangeInputSchema = z.strictObject({
  buyerId: z.uuid({ error: 'buyerId must be a UUID' }),
  /** The v2 cookie's issue time (ms since the epoch): its session starts and ends with it. */
  issuedAt: z.number({ error: 'issuedAt must be a number' }).int().positive(),
  userAgent: z.string().max(1000).optional(),
});
export type LegacyBuyerCookieExchangeInput = z.infer<typeof legacyBuyerCookieExchangeInputSchema>;
/** The session standing for the cookie; null when it was ended (signed out, or everywhere). */
export const legacyBuyerCookieExchangeSchema = z.object({ sessionId: z.uuid().nullable() });
export type LegacyBuyerCookieExchange = z.infer<typeof legacyBuyerCookieExchangeSchema>;
