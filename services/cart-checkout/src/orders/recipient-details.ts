import { type Address, type CheckoutForm, shippingAddressOf } from '@atelier/contracts';

/** Whom, where and how to deliver: what an order (and a checkout or claim before it) stores. */
export interface RecipientDetails {
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string;
  billingAddress: Address;
  shippingAddress: Address;
  deliveryInstructions: string | null;
}

/** The checkout form (the spec's table) as the order stores it: whom, where, and how to deliver. */
export const recipientDetailsOf = (form: CheckoutForm): RecipientDetails => ({
  recipientName: form.recipientName,
  recipientEmail: form.recipientEmail,
  recipientPhone: form.recipientPhone,
  billingAddress: form.billingAddress,
  shippingAddress: shippingAddressOf(form),
  deliveryInstructions: form.deliveryInstructions?.trim() || null,
});
