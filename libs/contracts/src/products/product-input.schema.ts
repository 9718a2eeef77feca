import { z } from 'zod';
import { priceInputSchema } from '../common/decimal-price.js';
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
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * Body of PATCH /api/products/{id}: the same fields as POST, each optional; an absent field keeps
 * its stored value (so a form that does not know a field cannot reset it), a present one is
 * validated exactly as on POST.
 */
export const productPatchSchema = z.object(productFields).partial();
export type ProductPatch = z.infer<typeof productPatchSchema>;
