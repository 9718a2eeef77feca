import { z } from 'zod';
import { optionalPriceInputSchema } from '../common/decimal-price.js';
import { drawRandomnessSchema } from '../drawn-releases/drand-beacon.schema.js';
import { DRAW_WINDOW_HOURS } from '../drawn-releases/drawn-release.schema.js';
import { quantityInputSchema } from '../products/product-input.schema.js';
import { productStatusSchema } from '../products/product.schema.js';

/**
 * How the converted piece is sold: at once (the default, as before), or by a drawn release whose
 * entry window opens now and lasts entryWindowHours (issue 16), its draw keyed with drand's
 * randomness or not (issue 36).
 */
export const saleModeInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('immediate') }),
    z.strictObject({
      mode: z.literal('draw'),
      entryWindowHours: z
        .number({ error: 'entryWindowHours must be a number of hours' })
        .min(DRAW_WINDOW_HOURS.min, `entryWindowHours must be at least ${DRAW_WINDOW_HOURS.min}`)
        .max(DRAW_WINDOW_HOURS.max, `entryWindowHours must be at most ${DRAW_WINDOW_HOURS.max}`)
        .default(DRAW_WINDOW_HOURS.default),
      /**
       * The owner's choice, kept by the release: mix in drand's public randomness (the store must
       * reach the beacon), or the house's seed alone (an offline store). Left out: drand when this
       * store has the beacon configured (DRAND_URLS), else the seed alone.
       */
      randomness: drawRandomnessSchema.optional(),
    }),
  ],
  { error: "sale.mode must be 'immediate' or 'draw'" },
);
export type SaleModeInput = z.infer<typeof saleModeInputSchema>;

/**
 * Body of POST /api/coming-soon/{id}/convert (spec sections 4 and 7). Every field may be left out:
 * price then becomes the item's estimated price, or 0 when it has none (the service resolves the
 * null); quantity 1; status 'active'; sale immediate.
 */
export const convertComingSoonInputSchema = z
  .object({
    price: optionalPriceInputSchema('price'),
    quantity: quantityInputSchema.default(1),
    status: productStatusSchema.default('active'),
    sale: saleModeInputSchema.default({ mode: 'immediate' }),
  })
  .refine((input) => input.sale.mode !== 'draw' || input.quantity >= 1, {
    message: 'quantity must be at least 1 for a drawn release',
    path: ['quantity'],
  });
export type ConvertComingSoonInput = z.infer<typeof convertComingSoonInputSchema>;
