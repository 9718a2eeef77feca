import { z } from 'zod';
import { comingSoonItemSchema } from '../../coming-soon/coming-soon-item.schema.js';
import { productSchema } from '../../products/product.schema.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when an admin converts a sneak-peek item into a product, in the same
 * transaction that creates the product and deletes the item. productUrl is the product page's path
 * on the storefront ('/product/12'); a consumer that sends it outside (the notifications service
 * texting who signed up) prefixes its configured public origin. The product also gets its own
 * catalog.product.upserted. drawnRelease (added for issue 16, absent in older events) is set when
 * the piece is sold by a draw: its entry window is open until closesAt.
 */
export const comingSoonConvertedEvent = defineEvent(
  'catalog.coming-soon.converted',
  z.object({
    item: comingSoonItemSchema,
    product: productSchema,
    productUrl: z.string().regex(/^\/product\/\d+$/),
    drawnRelease: z.object({ releaseId: z.number().int(), closesAt: z.string() }).optional(),
  }),
);
