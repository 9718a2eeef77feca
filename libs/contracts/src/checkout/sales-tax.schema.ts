import { z } from 'zod';
import { sessionIdSchema } from '../likes/session-id.schema.js';
import { billingAddressSchema } from './checkout-form.schema.js';

/**
 * US sales tax (issue 32 item 6), computed from where the pieces are delivered before the card is
 * charged: Stripe Tax with Stripe, a table of state rates (demo figures) with the simulated provider.
 * What a checkout or a claim charges once the delivery address is known; total is exactly
 * subtotal + shipping + tax.
 */
export const chargeTotalsSchema = z.object({
  subtotal: z.string(),
  shipping: z.string(),
  tax: z.string(),
  total: z.string(),
});
export type ChargeTotals = z.infer<typeof chargeTotalsSchema>;

/** Body of POST /api/checkout/tax: the tax an open checkout owes for this delivery address. */
export const checkoutTaxInputSchema = z.object({
  sessionId: sessionIdSchema,
  paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(255),
  shippingAddress: billingAddressSchema,
});
export type CheckoutTaxInput = z.infer<typeof checkoutTaxInputSchema>;

/** Body of POST /api/claims/{token}/tax: the tax a claim owes for this delivery address. */
export const claimTaxInputSchema = z.object({ shippingAddress: billingAddressSchema });
