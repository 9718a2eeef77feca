import { type FormEvent, useState } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { StripeElements } from '@/components/payments/stripe-elements';
import { buttonClass } from '@/components/ui/button-styles';

type SetupFormProps = {
  clientSecret: string;
  saving: boolean;
  error: string | undefined;
  /** Stripe saved the card: the store keeps it (after checking Stripe's own record). */
  onConfirmed: () => void;
};

/** Stripe Elements for a SetupIntent: the card goes to Stripe, never through this store. */
export function StripeSetupForm({ publishableKey, ...props }: SetupFormProps & { publishableKey: string }) {
  return (
    <StripeElements publishableKey={publishableKey} clientSecret={props.clientSecret}>
      <SetupForm {...props} />
    </StripeElements>
  );
}

function SetupForm({ saving, error, onConfirmed }: SetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [stripeError, setStripeError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements)
      return setStripeError('The card form is not ready. Please refresh and try again.');
    setProcessing(true);
    try {
      const { error: failed } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (failed) setStripeError(failed.message ?? 'The card could not be saved.');
      else onConfirmed();
    } finally {
      setProcessing(false);
    }
  };

  const message = stripeError ?? error;
  return (
    <form onSubmit={submit} aria-label="Card on file">
      <PaymentElement />
      {message && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message}
        </p>
      )}
      <button
        type="submit"
        disabled={processing || saving || !stripe}
        className={buttonClass('solid', 'mt-6 w-full')}
      >
        {processing || saving ? 'Saving...' : 'Save card'}
      </button>
    </form>
  );
}
