import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';
import { orderReceiptSchema } from './order-receipt.schema.js';

/**
 * Emitted by cart-checkout when the owner marks an order shipped, with the carrier (a parcel
 * company or a white-glove freight company, or the owner's own words) and the tracking number:
 * notifications texts and emails the buyer the tracking link.
 */
export const orderShippedEvent = defineEvent(
  'checkout.order.shipped',
  z.object({
    orderId: z.number().int(),
    carrier: z.string(),
    trackingNumber: z.string(),
    /** The carrier's tracking page for this number, when the carrier is one the store knows. */
    trackingUrl: z.string().url().nullable(),
    shippedAt: z.string(),
    receipt: orderReceiptSchema,
  }),
);
