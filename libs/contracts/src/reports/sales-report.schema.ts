import { z } from 'zod';
import { reportMoneySchema } from './report-money.js';
import { monthKeySchema, reportPeriodAnswerSchema } from './report-period.js';

/**
 * How a piece was sold: in the shop (cart or Buy Now), or by a claim after an auction or a draw.
 */
export const SALE_CHANNELS = ['shop', 'auction', 'draw'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/**
 * What the orders of one month (or of the whole period) took, as decimal strings: the pieces' prices
 * by how they sold, shipping, and revenue = pieces + shipping (sales tax, once charged, is the
 * state's, not revenue). Gross: refunds are not subtracted yet.
 */
export const salesFiguresSchema = z.object({
  orders: z.number().int().nonnegative(),
  pieces: z.number().int().nonnegative(),
  shop: reportMoneySchema,
  auction: reportMoneySchema,
  draw: reportMoneySchema,
  shipping: reportMoneySchema,
  revenue: reportMoneySchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesMonthSchema = salesFiguresSchema.extend({ month: monthKeySchema });
export type SalesMonth = z.infer<typeof salesMonthSchema>;

/** One product's sales in the period; the web joins it to catalog's report by productId. */
export const productSalesSchema = z.object({
  productId: z.number().int(),
  /** As the latest order line named it (the product may have been renamed or deleted since). */
  name: z.string(),
  pieces: z.number().int().positive(),
  /** The pieces' prices, shipping not included. */
  revenue: reportMoneySchema,
  firstSoldAt: z.string(),
  lastSoldAt: z.string(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

/**
 * GET /api/reports/sales (cart-checkout, admin): every month of the period, months without a sale
 * included (all time starts at the first sale's month), the period's totals, and what each product
 * sold, first sale first.
 */
export const salesReportSchema = z.object({
  period: reportPeriodAnswerSchema,
  months: z.array(salesMonthSchema),
  totals: salesFiguresSchema,
  products: z.array(productSalesSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
