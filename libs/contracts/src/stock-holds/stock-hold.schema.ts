import { z } from 'zod';
import { idRef } from '../common/optional-fields.js';

/**
 * Catalog's internal stock-hold API (service to service, never through the gateway): checkout
 * reserves every line of a payment before creating the intent; the hold is confirmed when the
 * payment succeeds, committed when the order is recorded, and released on failure or expiry.
 */
export const stockHoldLineSchema = z.object({
  productId: idRef('productId'),
  quantity: z.number().int().positive().max(1000),
});

export const createStockHoldInputSchema = z.object({
  holdId: z.uuid({ error: 'holdId must be a UUID' }),
  lines: z.array(stockHoldLineSchema).min(1, 'a hold needs at least one line').max(50),
  ttlSeconds: z
    .number()
    .int()
    .min(10)
    .max(24 * 3600),
  /**
   * A won piece's claim: the award (catalog.piece.awarded) the piece was kept for. Such a piece is
   * out of every cart, and only a hold naming its current award may take it.
   */
  awardId: z.uuid({ error: 'awardId must be a UUID' }).optional(),
});
export type CreateStockHoldInput = z.infer<typeof createStockHoldInputSchema>;

/** Body of POST /internal/stock-holds/{holdId}/extend: the hold now ends ttlSeconds from now. */
export const extendStockHoldInputSchema = createStockHoldInputSchema.pick({ ttlSeconds: true });
export type ExtendStockHoldInput = z.infer<typeof extendStockHoldInputSchema>;

export const STOCK_HOLD_STATUSES = ['active', 'confirmed', 'committed', 'released'] as const;

export const stockHoldSchema = z.object({
  holdId: z.string(),
  status: z.enum(STOCK_HOLD_STATUSES),
  expiresAt: z.string(),
  lines: z.array(stockHoldLineSchema),
});
export type StockHold = z.infer<typeof stockHoldSchema>;

/**
 * Answer of POST /internal/stock-holds. Running short is an expected outcome, not an error: which
 * piece, and how many are left. Taking the same holdId again answers the hold already taken.
 */
export const stockHoldOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('held'), hold: stockHoldSchema }),
  z.object({
    outcome: z.literal('short'),
    productId: z.number().int(),
    available: z.number().int().nonnegative(),
  }),
]);
export type StockHoldOutcome = z.infer<typeof stockHoldOutcomeSchema>;
