import { z } from 'zod';
import { optionalPriceInputSchema } from '../common/decimal-price.js';
import { quantityInputSchema } from '../products/product-input.schema.js';
import { productStatusSchema } from '../products/product.schema.js';

/**
 * Body of POST /api/coming-soon/{id}/convert (spec sections 4 and 7). Every field may be left out:
 * price then becomes the item's estimated price, or 0 when it has none (the service resolves the
 * null); quantity 1; status 'active'.
 */
export const convertComingSoonInputSchema = z.object({
  price: optionalPriceInputSchema('price'),
  quantity: quantityInputSchema.default(1),
  status: productStatusSchema.default('active'),
});
export type ConvertComingSoonInput = z.infer<typeof convertComingSoonInputSchema>;
