import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { productCategorySchema } from './product-category.js';

/**
 * One row of GET /api/products/search?q= (spec section 7), best match first. The stock fields are
 * the product's own (see productSchema): the dialog marks a sold piece 'Sold' instead of pricing it,
 * as every other place a piece appears does.
 */
export const productSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: productCategorySchema,
  price: decimalStringSchema,
  imageUrls: z.array(z.string()),
  artist: z.object({ name: z.string() }).nullable(),
  quantity: z.number().int().nonnegative(),
  reservedQuantity: z.number().int().nonnegative(),
  reservedUntil: z.string().nullable(),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** Searches answer only from this many characters (spec section 9); shorter queries get []. */
export const SEARCH_MIN_LENGTH = 3;
