import { type FormEvent, useId, useState } from 'react';
import { SIMULATED_CARDS } from '@atelier/contracts/storefront-constants';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { confirmTestPayment } from '../api/confirm-test-payment';
import type { PaymentFormProps } from './payment-form-props';

/**
 * The simulated provider's card form (all-in-one mode): clearly a test, no real money moves. The
 * card is confirmed with this store's own simulated provider, as Stripe.js would with Stripe.
 */
export function TestCardForm({
  clientSecret,
  payLabel,
  validate,
  beforePay,
  onPaid,
  onFailed,
}: PaymentFormProps) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const formComplete = validate ? validate() : true;
    // Checked as Stripe's card element checks them, so the test reads like the real form.
    const problem =
      expiryProblem(expiry) ??
      (/^\d{3,4}$/.test(cvc.trim()) ? null : "Your card's security code is incomplete.");
    setCardError(problem);
    if (!formComplete || problem) return;
    setProcessing(true);
    try {
      if (beforePay && !(await beforePay())) return;
      await confirmTestPayment(clientSecret, cardNumber);
      await onPaid();
    } catch (error) {
      // A declined card (402) is said beside the card too: the toast alone is easy to miss.
      if (error instanceof ApiRequestError && error.status === 402) setCardError(error.serverMessage);
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
        aria-invalid={cardError?.includes('declined') || undefined}
        aria-describedby={cardError ? `${id}-card-error` : undefined}
        className={inputClass}
      />
      <div className="mt-4 grid grid-cols-2 gap-4">
        <CardField
          id={`${id}-expiry`}
          name="expiry"
          label="Expiry (MM / YY)"
          placeholder="12 / 34"
          value={expiry}
          onChange={setExpiry}
          invalid={cardError?.includes('expiration') ?? false}
        />
        <CardField
          id={`${id}-cvc`}
          name="cvc"
          label="CVC"
          placeholder="123"
          value={cvc}
          onChange={setCvc}
          invalid={cardError?.includes('security code') ?? false}
        />
      </div>
      {cardError && (
        <p
          id={`${id}-card-error`}
          role="alert"
          className="mt-3 text-sm text-red-700"
          data-testid="card-error"
        >
          {cardError}
        </p>
      )}
      <button type="submit" disabled={processing} className={buttonClass('solid', 'mt-6 w-full')}>
        {processing ? 'Processing...' : payLabel}
      </button>
    </form>
  );
}

/** One short field of the test card (expiry, CVC), labelled as Stripe's card element labels them. */
function CardField(props: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-xs font-medium tracking-[0.12em] uppercase">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        inputMode="numeric"
        autoComplete="off"
        required
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.invalid || undefined}
        className={inputClass}
      />
    </div>
  );
}

const inputClass =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-2.5 font-mono text-sm focus:outline-2 focus:outline-brass aria-invalid:border-red-700';

/** MM/YY (or MM / YYYY) not yet past, or what is wrong with it, in Stripe's words. */
export function expiryProblem(value: string, now = new Date()): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiration date is in the past.";
  return null;
}
