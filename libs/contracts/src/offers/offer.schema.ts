import { z } from 'zod';
import { decimalStringSchema, priceInputSchema } from '../common/decimal-price.js';
import { OFFER_NOTE_MAX } from '../common/storefront-constants.js';

/**
 * Offers on pieces the owner marks open to offers (issue 34, item 3, as 1stDibs' Make Offer): a
 * verified buyer with a card on file offers an amount with a note; the owner accepts, counters or
 * declines; an offer below the piece's floor is declined at once. An accepted offer (or a counter the
 * buyer accepts) becomes an award (source 'offer'), so a claim link, holding the piece while it is paid.
 */
export const OFFER_STATES = ['open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** How long an offer (and a counter) stands before it expires, unless the piece says otherwise. */
export const DEFAULT_OFFER_VALID_HOURS = 72;
export const MAX_OFFER_VALID_HOURS = 720;

/** Why an offer closed without a sale; null while it stands or once accepted. */
export const OFFER_CLOSE_REASONS = [
  /** Below the owner's floor: declined on arrival (the floor itself is never told). */
  'below_floor',
  /** The owner declined it, or the buyer declined the owner's counter. */
  'declined_by_owner',
  'counter_declined',
  /** Another offer on the piece was accepted, or the piece sold, went to auction or left the shop. */
  'piece_gone',
  /** Its time ran out. */
  'timed_out',
  /** Accepted, but the claim was not paid in time (or the card was declined): the piece is on sale again. */
  'claim_lapsed',
] as const;
export type OfferCloseReason = (typeof OFFER_CLOSE_REASONS)[number];

/** A note: blank or left out is none; at most OFFER_NOTE_MAX characters (a 400 naming it beyond). */
const noteSchema = (field: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string({ error: `${field} must be text` })
        .trim()
        .max(OFFER_NOTE_MAX, `${field} must be at most ${OFFER_NOTE_MAX} characters`)
        .nullable(),
    )
    .optional();

/** POST /api/products/{id}/offers (buyer): the amount offered, and a note to the owner. */
export const makeOfferInputSchema = z.strictObject({
  amount: priceInputSchema('amount'),
  note: noteSchema('note'),
});
export type MakeOfferInput = z.infer<typeof makeOfferInputSchema>;

/** POST /api/offers/{id}/counter (admin): the owner's price, and a note to the buyer. */
export const counterOfferInputSchema = z.strictObject({
  amount: priceInputSchema('amount'),
  note: noteSchema('note'),
});
export type CounterOfferInput = z.infer<typeof counterOfferInputSchema>;

/** An offer as its buyer sees it (GET /api/products/{id}/offers/mine and every buyer action). */
export const myOfferSchema = z.object({
  offerId: z.uuid(),
  productId: z.number().int(),
  amount: decimalStringSchema,
  note: z.string().nullable(),
  state: z.enum(OFFER_STATES),
  /** The owner's counter (state 'countered'), or the counter the buyer accepted or declined. */
  counterAmount: decimalStringSchema.nullable(),
  counterNote: z.string().nullable(),
  closeReason: z.enum(OFFER_CLOSE_REASONS).nullable(),
  createdAt: z.string(),
  /** When the offer (or the counter) stops standing. */
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Accepted: the price agreed (the offer or the counter); the claim link comes by text and on the piece's page. */
  agreedPrice: decimalStringSchema.nullable(),
  /** Accepted: its claim's state (offered: waiting to be paid; paid; lapsed), else null. */
  claimState: z.enum(['offered', 'paid', 'lapsed']).nullable(),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

/**
 * GET /api/products/{id}/offers/mine: whether the piece takes offers now, and the buyer's latest
 * offer on it (null: none yet).
 */
export const myOfferAnswerSchema = z.object({
  productId: z.number().int(),
  /** Open to offers and available (not sold, held, under auction or in a drawn release). */
  acceptingOffers: z.boolean(),
  offer: myOfferSchema.nullable(),
});
export type MyOfferAnswer = z.infer<typeof myOfferAnswerSchema>;

/** An offer in the owner's list (GET /api/offers), with the buyer as the owner recognises them. */
export const adminOfferSchema = myOfferSchema.extend({
  productName: z.string(),
  /** The piece's list price, beside the offer. */
  listPrice: decimalStringSchema,
  buyerId: z.uuid(),
  /** "Ines Holm ··0190", or "Buyer ··0177" before a name is known. */
  buyerLabel: z.string(),
  /** Accepted: the award its claim carries. */
  awardId: z.uuid().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOffersSchema = z.array(adminOfferSchema);

/** GET /api/products/{id}/offer-terms (admin): the piece's offer settings, the floor included. */
export const offerTermsSchema = z.object({
  productId: z.number().int(),
  openToOffers: z.boolean(),
  /** Offers below it are declined at once; null: none. Never shown to buyers. */
  offerFloor: decimalStringSchema.nullable(),
  offerValidHours: z.number().int(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** Path ids of offers: UUIDs. */
export const offerIdParamSchema = z.uuid({ error: 'offer id must be a UUID' });
