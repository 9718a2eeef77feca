import { z } from 'zod';
import { billingAddressSchema } from '../checkout/checkout-form.schema.js';
import { sessionIdSchema } from '../likes/session-id.schema.js';
import { orderRefundSchema } from './order-refund.schema.js';
import { orderTimelineSchema } from './order-timeline.schema.js';

/** paid, then shipped, then delivered (the admin's steps); refunded once everything paid was given back. */
export const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'refunded'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** The piece's first image when it was bought (a media path), or null. */
  imageUrl: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.number().int().positive(),
  lineTotal: z.string(),
});

/** How the order travels, once the owner has marked it shipped. */
export const orderShipmentSchema = z.object({
  /** Null only for orders shipped before carriers were recorded. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this number (null for a carrier the store has no page for). */
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** An order as the admin sees it. Recipient fields are null until the shopper's form arrives. */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  paymentIntentId: z.string(),
  subtotal: z.string(),
  shipping: z.string(),
  /** Sales tax charged ("0.00" where none was due, and for orders from before tax was charged). */
  tax: z.string(),
  /** subtotal + shipping + tax: what the card was charged. */
  total: z.string(),
  /** Given back so far, all refunds together. */
  refunded: z.string(),
  /** What may still be refunded (total - refunded - refunds waiting for the provider). */
  refundable: z.string(),
  refunds: z.array(orderRefundSchema),
  /** The pieces went back on sale with a refund (at most once per order). */
  restocked: z.boolean(),
  shipment: orderShipmentSchema.nullable(),
  deliveredAt: z.string().nullable(),
  timeline: orderTimelineSchema,
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

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * Body of PATCH /api/orders/{id}/status: the admin marks a paid order shipped, naming the carrier
 * (an id or name from CARRIERS, or their own words) and the tracking number; then delivered.
 */
export const orderStatusPatchSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('shipped'),
      carrier: trimmed('Carrier', 80).meta({ examples: ['ups', 'Plycon (white glove)'] }),
      trackingNumber: trimmed('Tracking number', 60)
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
          'Tracking number may hold only letters, digits, spaces and dashes',
        )
        .meta({ examples: ['1Z999AA10123456784'] }),
    }),
    z.object({ status: z.literal('delivered') }),
  ],
  { error: 'status must be shipped or delivered' },
);
export type OrderStatusPatch = z.infer<typeof orderStatusPatchSchema>;

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
      tax: z.string().default('0.00'),
      total: z.string(),
      refunded: z.string().default('0.00'),
      status: orderStatusSchema.default('paid'),
      recipientEmail: z.string().nullable(),
      /** Whom and where the piece goes (null until the buyer has said). */
      recipientName: z.string().nullable().default(null),
      shippingAddress: billingAddressSchema.nullable().default(null),
      /** Paid, shipped (carrier and tracking link), delivered, each refund: oldest first. */
      timeline: orderTimelineSchema.default([]),
    })
    .nullable(),
  /** The confirmation's own address (absent for checkouts opened before it existed). */
  confirmationPath: z.string().nullable().default(null),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
