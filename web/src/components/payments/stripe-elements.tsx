import { type ReactNode, useMemo } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';

type StripeElementsProps = {
  /** From the runtime config: the store runs with Stripe only when it has one. */
  publishableKey: string;
  /** The PaymentIntent's or SetupIntent's: the card goes to Stripe, never through this store. */
  clientSecret: string;
  children: ReactNode;
};

/** Stripe.js loaded for the key, and Elements around the card form in the store's flat look. */
export function StripeElements({ publishableKey, clientSecret, children }: StripeElementsProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'flat' } }}>
      {children}
    </Elements>
  );
}
