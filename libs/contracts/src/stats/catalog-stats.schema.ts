import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';

/**
 * Answer of GET /api/stats (admin Quick Stats). Counts cover products not decommissioned:
 * lowStockItems have quantity 2 or less (spec section 9); potentialRevenue is the sum of
 * price x quantity over active products, a decimal string like prices ("125400.00").
 */
export const catalogStatsSchema = z.object({
  totalProducts: z.number().int().nonnegative(),
  activeAuctions: z.number().int().nonnegative(),
  lowStockItems: z.number().int().nonnegative(),
  potentialRevenue: decimalStringSchema,
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

/** Quantity at or under which a product counts as low stock (spec sections 4 and 9). */
export const LOW_STOCK_QUANTITY = 2;
