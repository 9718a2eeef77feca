import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';
import { orderReceiptSchema } from './order-receipt.schema.js';

/**
 * Emitted by cart-checkout once per refund of a paid order, made by the owner from the dashboard or
 * in Stripe's own dashboard (reconciled from `charge.refunded`). Catalog puts the pieces back on
 * sale when the owner chose so; notifications emails the buyer. refundId is the provider's id
 * (exactly once per refund however often the event is delivered).
 */
export const orderRefundedEvent = defineEvent(
  'checkout.order.refunded',
  z.object({
    orderId: z.number().int(),
    refundId: z.string(),
    amount: z.string(),
    reason: z.string(),
    /** True once everything paid has been refunded. */
    fullyRefunded: z.boolean(),
    /** The pieces go back on sale (the owner's choice; false for a refund made in Stripe). */
    restock: z.boolean(),
    refundedAt: z.string(),
    receipt: orderReceiptSchema,
  }),
);
