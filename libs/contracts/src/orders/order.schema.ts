import { z } from 'zod';
import { billingAddressSchema } from '../checkout/checkout-form.schema.js';
import { sessionIdSchema } from '../likes/session-id.schema.js';

/** paid, then shipped, then delivered (the admin's steps); refunded when a paid piece was no longer held. */
export const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'refunded'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  unitPrice: z.string(),
  quantity: z.number().int().positive(),
  lineTotal: z.string(),
});

/** An order as the admin sees it. Recipient fields are null until the shopper's form arrives. */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  paymentIntentId: z.string(),
  subtotal: z.string(),
  shipping: z.string(),
  total: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  billingAddress: billingAddressSchema.nullable(),
  shippingAddress: billingAddressSchema.nullable(),
  deliveryInstructions: z.string().nullable(),
  lines: z.array(orderLineSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** Query of GET /api/orders. */
export const orderListQuerySchema = z.object({ status: orderStatusSchema.optional() });

/** Body of PATCH /api/orders/{id}/status: the admin moves a paid order to shipped, then delivered. */
export const orderStatusPatchSchema = z.object({
  status: z.enum(['shipped', 'delivered'], { error: 'status must be shipped or delivered' }),
});

/** Query of GET /api/checkout/confirmation: only the session that paid can read it. */
export const orderConfirmationQuerySchema = z.object({
  paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(255),
  sessionId: sessionIdSchema,
});

/** The secret part of an order confirmation's address, /orders/{token}: 32 URL-safe characters. */
export const confirmationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}$/, 'The confirmation link is not valid');

/**
 * What the order confirmation (/orders/{token}) and /purchase-success show: 'paid' with the order, 'processing' while the provider has not
 * confirmed yet, 'refunded' when the piece was no longer held when the payment landed, 'failed'.
 */
export const orderConfirmationSchema = z.object({
  state: z.enum(['paid', 'processing', 'refunded', 'failed']),
  order: z
    .object({
      number: z.string(),
      lines: z.array(orderLineSchema),
      subtotal: z.string(),
      shipping: z.string(),
      total: z.string(),
      recipientEmail: z.string().nullable(),
      /** Whom and where the piece goes (null until the buyer has said). */
      recipientName: z.string().nullable().default(null),
      shippingAddress: billingAddressSchema.nullable().default(null),
    })
    .nullable(),
  /** The confirmation's own address (absent for checkouts opened before it existed). */
  confirmationPath: z.string().nullable().default(null),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
