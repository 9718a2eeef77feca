// What the two card forms (Stripe's and the simulated provider's) are given: its own file, so that
// the forms do not import payment-details.tsx, which imports them (a type-only cycle before).
export type ShippingDetails = {
  name: string;
  phone: string;
  address: { line1: string; city: string; state: string; postal_code: string; country: 'US' };
};

export type PaymentFormProps = {
  clientSecret: string;
  paymentIntentId: string;
  /** 'Pay {amount}'. */
  payLabel: string;
  /** Where the provider returns the shopper when it must redirect (spec section 7). */
  returnPath: string;
  /** Checks the form around the card (its errors shown) when Pay is pressed; false stops the payment. */
  validate?: () => boolean;
  /**
   * Called once the form and the card details are complete, before the card is charged; false stops
   * the payment (the pieces are no longer reserved).
   */
  beforePay?: () => Promise<boolean>;
  shipping?: () => ShippingDetails | undefined;
  onPaid: () => Promise<void> | void;
  onFailed: (message: string) => void;
};
