import { Suspense, lazy } from 'react';
import type { CheckoutConfig } from '@atelier/contracts';
import { TestCardForm } from './test-card-form';

// Stripe.js and Elements load only when the store runs with Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

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

/** The 'Payment Details' card: Stripe Elements, or the simulated provider's labelled test-card form. */
export function PaymentDetails({ config, ...props }: PaymentFormProps & { config: CheckoutConfig }) {
  return (
    <section aria-labelledby="payment-details" className="border border-ink/15 p-6 sm:p-8">
      <h2 id="payment-details" className="font-display text-3xl">
        Payment Details
      </h2>
      <div className="mt-6">
        {config.provider === 'stripe' && config.publishableKey ? (
          <Suspense fallback={<p role="status">Loading payment form...</p>}>
            <StripeCardForm publishableKey={config.publishableKey} {...props} />
          </Suspense>
        ) : (
          <TestCardForm {...props} />
        )}
      </div>
    </section>
  );
}
