import { z } from 'zod';
import { idParamSchema } from '../common/optional-fields.js';
import { sessionIdSchema } from '../likes/session-id.schema.js';
import { checkoutFormSchema } from './checkout-form.schema.js';
import { chargeTotalsSchema } from './sales-tax.schema.js';

/** Spec section 9: shipping is a flat 200 dollars per item. */
export const SHIPPING_PER_ITEM_CENTS = 200_00;

/** Body of POST /api/create-payment-intent: one piece, quantity fixed at 1 (spec section 9). */
export const createPaymentIntentInputSchema = z.object({
  productId: idParamSchema,
  quantity: z.literal(1, { error: 'quantity must be 1 for a single-product checkout' }).default(1),
});

/** Body of POST /api/create-cart-payment-intent. */
export const createCartPaymentIntentInputSchema = z.object({ sessionId: sessionIdSchema });

/**
 * Answer of both create calls: the provider's client secret (spec), plus what the page shows: the
 * intent id, the amounts computed on the server, when the stock hold runs out, and where the
 * order's confirmation will be (a path only this shopper, and the receipt, is given).
 */
export const paymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  subtotal: z.string(),
  shipping: z.string(),
  /** "0.00" until the delivery address is known (POST /api/checkout/tax, begin-payment). */
  tax: z.string(),
  total: z.string(),
  holdExpiresAt: z.string(),
  confirmationPath: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** Body of POST /api/process-payment (spec: sessionId and paymentData, the checkout form values). */
export const processPaymentInputSchema = z.object({
  sessionId: sessionIdSchema,
  paymentIntentId: z.string().min(1).max(255).optional(),
  paymentData: checkoutFormSchema,
});
export type ProcessPaymentInput = z.infer<typeof processPaymentInputSchema>;

/**
 * Body of POST /api/checkout/begin-payment: the shopper pressed Pay. Stores where to deliver on the
 * checkout and turns the short hold taken when checkout opened into the full one.
 */
export const beginPaymentInputSchema = z.object({
  sessionId: sessionIdSchema,
  paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(255),
  paymentData: checkoutFormSchema,
});
export type BeginPaymentInput = z.infer<typeof beginPaymentInputSchema>;

/**
 * Answer of POST /api/checkout/begin-payment: the hold's new end, and what the card is charged now
 * that the delivery address has set the sales tax (the intent's amount was set to this total).
 */
export const beginPaymentAnswerSchema = chargeTotalsSchema.extend({ holdExpiresAt: z.string() });
export type BeginPaymentAnswer = z.infer<typeof beginPaymentAnswerSchema>;

/** Answer of GET /api/checkout/config: how the web takes a card, decided at run time, not build time. */
export const checkoutConfigSchema = z.object({
  provider: z.enum(['stripe', 'simulated']),
  publishableKey: z.string().nullable(),
  /** How long the pieces stay reserved once the shopper presses Pay. */
  holdMinutes: z.number().int().positive(),
  /** How long they stay reserved from opening checkout until then (much shorter: free to take). */
  holdMinutesBeforePayment: z.number().int().positive(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** Body of POST /api/checkout/simulated/confirm: the labelled test-card form of the simulated provider. */
export const simulatedCardConfirmSchema = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(255),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .meta({ examples: ['4242 4242 4242 4242', '4000 0000 0000 0002'] })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
});
