import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { productCategorySchema } from '../../products/product-category.js';
import { defineEvent } from '../event-envelope.js';

/** What other services (the cart first) keep of a product: enough to show and price a cart line. */
export const productSnapshotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: decimalStringSchema,
  imageUrls: z.array(z.string()),
  category: productCategorySchema,
  quantity: z.number().int().nonnegative(),
  decommissioned: z.boolean(),
  /** Until when other checkouts hold the pieces quantity no longer counts (events before it: none). */
  reservedUntil: z.string().nullable().default(null),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

/**
 * Emitted by catalog whenever a product is created or any of its fields change (admin create,
 * update, decommission, a sneak peek converted). Consumers replace their copy by id.
 */
export const productUpsertedEvent = defineEvent(
  'catalog.product.upserted',
  z.object({ product: productSnapshotSchema }),
);
