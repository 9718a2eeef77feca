import { type FormEvent, useState } from 'react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { StripeElements } from '@/components/payments/stripe-elements';
import { buttonClass } from '@/components/ui/button-styles';
import type { PaymentFormProps } from './payment-form-props';

/** Stripe Elements for the intent's client secret; the publishable key comes from the runtime config. */
export function StripeCardForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <StripeElements publishableKey={publishableKey} clientSecret={props.clientSecret}>
      <ElementsForm {...props} />
    </StripeElements>
  );
}

function ElementsForm({
  payLabel,
  returnPath,
  validate,
  beforePay,
  shipping,
  onPaid,
  onFailed,
}: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  // A declined or invalid card, said beside the card (the toast alone is easy to miss).
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return onFailed('Payment system not ready. Please refresh and try again.');
    const formComplete = validate ? validate() : true;
    setProcessing(true);
    setCardError(null);
    try {
      // The card details are checked too (Elements shows what is missing): only a shopper who has
      // entered them reserves the piece for the full time (beforePay).
      const { error: incomplete } = await elements.submit();
      if (!formComplete || incomplete) return;
      if (beforePay && !(await beforePay())) return;
      // beforePay may have set the intent's amount (the sales tax of the delivery address).
      await elements.fetchUpdates();
      // Card payments finish here; methods that need a redirect come back to returnPath.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}`, shipping: shipping?.() },
        redirect: 'if_required',
      });
      if (error) {
        const message = error.message ?? 'An unexpected error occurred during payment processing.';
        if (error.type === 'card_error' || error.type === 'validation_error') setCardError(message);
        onFailed(message);
      } else await onPaid();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <PaymentElement />
      {cardError && (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="card-error">
          {cardError}
        </p>
      )}
      <button type="submit" disabled={processing || !stripe} className={buttonClass('solid', 'mt-6 w-full')}>
        {processing ? 'Processing...' : payLabel}
      </button>
    </form>
  );
}
