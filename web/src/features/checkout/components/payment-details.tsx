import { Suspense, lazy } from 'react';
import type { CheckoutConfig } from '@atelier/contracts';
import type { PaymentFormProps } from './payment-form-props';
import { TestCardForm } from './test-card-form';

// Stripe.js and Elements load only when the store runs with Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

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
