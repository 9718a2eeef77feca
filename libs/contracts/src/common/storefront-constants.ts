/**
 * What the storefront's pages need from the contracts before they fetch anything: a page address's
 * id check, and the constants their forms and messages show. No zod here: exported as
 * `@atelier/contracts/storefront-constants`, so a detail page (product, artist, collection, sneak
 * peek) evaluates none of the schemas (~120 KB, ~95 ms of a phone's CPU) on its first visit; they
 * load with the first fetch that parses an answer (web/src/lib/lazy-contract.ts).
 */

/** Ids are PostgreSQL integers (serial): 1 to 2147483647. */
export const MAX_ID = 2_147_483_647;

/** A URL segment's decimal digits only, as idParamSchema reads it: '1e3', '0x10' and ' 7' are not ids. */
const ID_DIGITS = /^\d{1,10}$/;

/** The positive integer id a page address names (idParamSchema's rule), or undefined for any other. */
export function parseIdParam(value: string | null | undefined): number | undefined {
  if (value == null || !ID_DIGITS.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export const ALREADY_IN_CART_MESSAGE = 'This piece is already in your cart';

/**
 * The wording a buyer agrees to when verifying a phone to bid (stored with the buyer, as signup
 * consent is): the code itself, and texts about their bids.
 */
export const BUYER_TEXTS_CONSENT =
  'By verifying you agree to receive texts from Atelier with your code and about your bids, offers and draw entries (when you are outbid, win or lose, the owner answers an offer, or a draw closes early). Message and data rates may apply. Reply STOP to opt out, HELP for help.';

/**
 * Test cards of the simulated provider (the same numbers Stripe's test mode uses). declinesCharges
 * is saved on file but every later charge of it is declined (Stripe's 4000 0000 0000 0341).
 */
export const SIMULATED_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  declinesCharges: '4000000000000341',
} as const;

/** An auction's reminder is texted this long before it ends ("Remind me", issue 34 item 2). */
export const AUCTION_REMINDER_LEAD_SECONDS = 3600;
/** The longest note with an offer or a counter (issue 34; offerSchema's rule). */
export const OFFER_NOTE_MAX = 500;
