import { type FormEvent, useId, useState } from 'react';
import { SIMULATED_CARDS } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { confirmTestPayment } from '../api/confirm-test-payment';
import type { PaymentFormProps } from './payment-details';

/**
 * The simulated provider's card form (all-in-one mode): clearly a test, no real money moves. The
 * card is confirmed with this store's own simulated provider, as Stripe.js would with Stripe.
 */
export function TestCardForm({ clientSecret, payLabel, beforePay, onPaid, onFailed }: PaymentFormProps) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (beforePay && !beforePay()) return;
    setProcessing(true);
    try {
      await confirmTestPayment(clientSecret, cardNumber);
      await onPaid();
    } catch (error) {
      onFailed(
        error instanceof ApiRequestError
          ? error.serverMessage
          : 'An unexpected error occurred during payment processing.',
      );
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Test card payment">
      <p
        className="border border-amber-600/50 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        data-testid="test-mode-notice"
      >
        <strong className="font-semibold">Test payment — no real money is charged.</strong> Use the test card{' '}
        <span className="font-mono">4242 4242 4242 4242</span> (or{' '}
        <span className="font-mono">4000 0000 0000 0002</span> to see a decline).
      </p>
      <label htmlFor={id} className="mt-5 block text-xs font-medium tracking-[0.12em] uppercase">
        Test card number
      </label>
      <input
        id={id}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        required
        placeholder={SIMULATED_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ')}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        className="mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 font-mono text-sm focus:outline-2 focus:outline-brass"
      />
      <button type="submit" disabled={processing} className={buttonClass('solid', 'mt-6 w-full')}>
        {processing ? 'Processing...' : payLabel}
      </button>
    </form>
  );
}
