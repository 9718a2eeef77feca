import { z } from 'zod';
import { optionalPriceInputSchema, priceInputSchema } from '../common/decimal-price.js';
import { imageRefList, optionalHttpUrl, optionalIdRef, optionalText } from '../common/optional-fields.js';
import { productCategorySchema } from './product-category.js';

/** Stock: a whole number >= 0 (a numeric string from a form is accepted). */
export const quantityInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'quantity must be a whole number of 0 or more' })
    .int('quantity must be a whole number of 0 or more')
    .min(0, 'quantity must be a whole number of 0 or more')
    .max(1_000_000, 'quantity must be at most 1000000'),
);

// Every field of the admin form, without defaults: PATCH takes any subset of these.
const productFields = {
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: optionalText(5000),
  story: optionalText(20000),
  price: priceInputSchema('price'),
  quantity: quantityInputSchema,
  imageUrls: imageRefList,
  artistId: optionalIdRef('artistId'),
  collectionId: optionalIdRef('collectionId'),
  videoUrl: optionalHttpUrl,
  dimensions: optionalText(200),
  materials: optionalText(500),
  weight: optionalText(100),
  edition: optionalText(100),
  leadTime: optionalText(200),
  provenance: optionalText(2000),
  condition: optionalText(1000),
  certificate: optionalText(500),
  makersMark: optionalText(500),
  isBiddingEnabled: z.boolean({ error: 'isBiddingEnabled must be true or false' }),
  category: productCategorySchema,
  /** Buyers may make offers (issue 34): the owner accepts, counters or declines them. */
  openToOffers: z.boolean({ error: 'openToOffers must be true or false' }),
  /** Offers below it are declined at once (never shown to buyers); blank or null: no floor. */
  offerFloor: optionalPriceInputSchema('offerFloor'),
  /** How long an offer (and a counter) stands, in hours: 1 to 720, default 72. */
  offerValidHours: z
    .number({ error: 'offerValidHours must be a whole number of hours from 1 to 720' })
    .int('offerValidHours must be a whole number of hours from 1 to 720')
    .min(1, 'offerValidHours must be a whole number of hours from 1 to 720')
    .max(720, 'offerValidHours must be a whole number of hours from 1 to 720'),
};

/**
 * Body of POST /api/products (spec section 7). Name and price are required; price is a number or a
 * numeric string, normalised to "4800.00"; quantity defaults to 1 (spec section 9); blank optional
 * strings become null; category defaults to 'other'.
 */
export const productInputSchema = z.object({
  ...productFields,
  quantity: productFields.quantity.default(1),
  isBiddingEnabled: productFields.isBiddingEnabled.default(false),
  category: productFields.category.default('other'),
  openToOffers: productFields.openToOffers.default(false),
  offerFloor: productFields.offerFloor.default(null),
  offerValidHours: productFields.offerValidHours.default(72),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * Body of PATCH /api/products/{id}: the same fields as POST, each optional; an absent field keeps
 * its stored value (so a form that does not know a field cannot reset it), a present one is
 * validated exactly as on POST.
 */
export const productPatchSchema = z.object(productFields).partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;
