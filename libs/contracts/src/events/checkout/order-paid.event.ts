import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';
import { orderReceiptSchema } from './order-receipt.schema.js';

/**
 * Emitted by cart-checkout once per paid order (the provider confirmed the payment and the stock
 * hold was still ours). Catalog commits the hold; read models of sales may count it; notifications
 * emails the buyer the receipt (absent from events recorded before receipts existed).
 */
export const orderPaidEvent = defineEvent(
  'checkout.order.paid',
  z.object({
    orderId: z.number().int(),
    orderNumber: z.string(),
    holdId: z.string(),
    paymentIntentId: z.string(),
    total: z.string(),
    lines: z.array(
      z.object({ productId: z.number().int(), quantity: z.number().int().positive(), unitPrice: z.string() }),
    ),
    receipt: orderReceiptSchema.optional(),
  }),
);
