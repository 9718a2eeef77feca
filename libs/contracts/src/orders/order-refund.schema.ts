import { z } from 'zod';
import { priceInputSchema } from '../common/decimal-price.js';

/**
 * One refund of an order. 'store': the owner's, from the dashboard; 'provider': made in Stripe's
 * own dashboard and reconciled from its charge.refunded webhook. 'pending' until the payment
 * provider has confirmed it (it counts against what is left to refund meanwhile).
 */
export const orderRefundSchema = z.object({
  id: z.string(),
  amount: z.string(),
  reason: z.string(),
  source: z.enum(['store', 'provider']),
  status: z.enum(['pending', 'succeeded']),
  /** The pieces went back on sale with this refund. */
  restock: z.boolean(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * Body of POST /api/orders/{id}/refunds: give back all or part of what the buyer paid. The dialog
 * makes one idempotencyKey when it opens: a double click or a retry with it refunds once.
 */
export const orderRefundInputSchema = z.object({
  amount: priceInputSchema('amount').refine((amount) => amount !== '0.00', 'amount must be more than 0'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason must be at most 500 characters')
    .meta({ examples: ['Scratched in transit: partial refund agreed with the buyer'] }),
  /** Put the order's pieces back on sale (only once per order). */
  restock: z.boolean({ error: 'restock must be true or false' }),
  idempotencyKey: z.uuid({ error: 'idempotencyKey must be a UUID' }),
});
export type OrderRefundInput = z.infer<typeof orderRefundInputSchema>;
