import { z } from 'zod';

/**
 * What happened to an order after its sale, oldest first, as the buyer's order page and the admin's
 * order show it: paid, shipped (carrier and tracking link), delivered, each refund (with its amount).
 */
export const orderTimelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paid'), at: z.string(), amount: z.string() }),
  z.object({
    kind: z.literal('shipped'),
    at: z.string(),
    /** Null only for orders shipped before carriers were recorded. */
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  }),
  z.object({ kind: z.literal('delivered'), at: z.string() }),
  z.object({ kind: z.literal('refunded'), at: z.string(), amount: z.string(), reason: z.string() }),
]);
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderTimelineSchema = z.array(orderTimelineEntrySchema);
