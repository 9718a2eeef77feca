import { type CheckoutForm, shippingAddressOf } from '@atelier/contracts';
import type { RecipientDetails } from './orders.repository.js';

/** The checkout form (the spec's table) as the order stores it: whom, where, and how to deliver. */
export const recipientDetailsOf = (form: CheckoutForm): RecipientDetails => ({
  recipientName: form.recipientName,
  recipientEmail: form.recipientEmail,
  recipientPhone: form.recipientPhone,
  billingAddress: form.billingAddress,
  shippingAddress: shippingAddressOf(form),
  deliveryInstructions: form.deliveryInstructions?.trim() || null,
});
