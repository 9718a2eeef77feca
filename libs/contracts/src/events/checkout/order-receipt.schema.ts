import { z } from 'zod';
import { billingAddressSchema } from '../../checkout/checkout-form.schema.js';

/**
 * What the house's receipts (order confirmation, shipping and refund emails, and their texts) say
 * about an order, as cart-checkout knows it when the event is recorded: notifications writes the
 * messages from it alone, never from another service's tables. orderPath is the buyer's order page
 * (`/orders/<secret token>`): like a claim link, it travels on the internal bus and in the messages
 * to the buyer, nowhere else. Amounts are decimal strings in US dollars ("4800.00").
 */
export const orderReceiptSchema = z.object({
  orderNumber: z.string(),
  orderPath: z.string().startsWith('/orders/'),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  shippingAddress: billingAddressSchema.nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      /** The piece's main image (a path on the store, `/uploads/...` or `/demo/...`), if it has one. */
      imageUrl: z.string().nullable(),
      quantity: z.number().int().positive(),
      unitPrice: z.string(),
      lineTotal: z.string(),
    }),
  ),
  subtotal: z.string(),
  shipping: z.string(),
  /** Sales tax charged ("0.00" where none is due). */
  tax: z.string(),
  total: z.string(),
  /** Refunded so far, all refunds together ("0.00" if none). */
  refunded: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
