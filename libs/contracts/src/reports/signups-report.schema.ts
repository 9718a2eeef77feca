import { z } from 'zod';

/**
 * One sneak-peek item's text-me signups: how many, and how many of those numbers confirmed (replied
 * YES). productId is the product the item became (catalog.coming-soon.converted), null until then.
 */
export const itemSignupsSchema = z.object({
  comingSoonId: z.number().int(),
  productId: z.number().int().nullable(),
  /** Null when notifications never heard of the item. */
  name: z.string().nullable(),
  signups: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
});
export type ItemSignups = z.infer<typeof itemSignupsSchema>;

/** GET /api/reports/signups (notifications, admin): every item with signups, most signups first. */
export const signupsReportSchema = z.object({ items: z.array(itemSignupsSchema) });
export type SignupsReport = z.infer<typeof signupsReportSchema>;
