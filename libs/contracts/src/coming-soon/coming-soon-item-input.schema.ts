import { z } from 'zod';
import { optionalPriceInputSchema } from '../common/decimal-price.js';
import {
  imageRefList,
  optionalDate,
  optionalHttpUrl,
  optionalIdRef,
  optionalText,
} from '../common/optional-fields.js';
import { productCategorySchema } from '../products/product-category.js';

// Every field of the sneak-peek form, without defaults: PATCH takes any subset of these.
const comingSoonItemFields = {
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: optionalText(5000),
  story: optionalText(20000),
  estimatedPrice: optionalPriceInputSchema('estimatedPrice'),
  imageUrls: imageRefList,
  artistId: optionalIdRef('artistId'),
  collectionId: optionalIdRef('collectionId'),
  videoUrl: optionalHttpUrl,
  estimatedReleaseDate: optionalDate('estimatedReleaseDate'),
  category: productCategorySchema,
};

/**
 * Body of POST /api/coming-soon (spec section 7). Only the name is required; empty optional fields
 * become null (spec section 5); estimatedPrice is a number or numeric string >= 0 normalised to
 * "3200.00"; category defaults to 'other'.
 */
export const comingSoonItemInputSchema = z.object({
  ...comingSoonItemFields,
  category: comingSoonItemFields.category.default('other'),
});
export type ComingSoonItemInput = z.infer<typeof comingSoonItemInputSchema>;

/** Body of PATCH /api/coming-soon/{id}: the POST fields, each optional; absent fields keep their value. */
export const comingSoonItemPatchSchema = z.object(comingSoonItemFields).partial();
export type ComingSoonItemPatch = z.infer<typeof comingSoonItemPatchSchema>;
