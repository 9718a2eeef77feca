import { useId, useState } from 'react';
import { SIMULATED_CARDS } from '@atelier/contracts/storefront-constants';
import { buttonClass } from '@/components/ui/button-styles';
import { LabelledInput } from '@/components/ui/labelled-input';

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The simulated provider's card-on-file form (all-in-one mode): clearly a test, no card is kept. */
export function TestCardSetupForm(props: {
  saving: boolean;
  error: string | undefined;
  onSubmit: (cardNumber: string) => void;
}) {
  const id = useId();
  const [cardNumber, setCardNumber] = useState('');
  return (
    <form
      className="grid gap-3"
      aria-label="Test card on file"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(cardNumber);
      }}
    >
      <p className="border border-amber-600/50 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="font-semibold">Test cards only — never a real card.</strong> Use{' '}
        <span className="font-mono">{spaced(SIMULATED_CARDS.succeeds)}</span> or any other test number that
        passes the card check; <span className="font-mono">{spaced(SIMULATED_CARDS.declinesCharges)}</span> is
        kept but declined when charged.
      </p>
      <LabelledInput
        id={`${id}-number`}
        label="Test card number"
        error={props.error}
        inputMode="numeric"
        autoComplete="off"
        required
        placeholder={spaced(SIMULATED_CARDS.succeeds)}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        className="font-mono"
      />
      <button type="submit" disabled={props.saving} className={buttonClass('solid', 'w-full')}>
        {props.saving ? 'Saving...' : 'Save card'}
      </button>
    </form>
  );
}
