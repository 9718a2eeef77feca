import { OFFER_NOTE_MAX } from '@atelier/contracts/storefront-constants';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { LabelledInput } from '@/components/ui/labelled-input';

type Props = {
  /** Prefix of the fields' ids (`<id>-amount`, `<id>-note`). */
  id: string;
  amountLabel: string;
  noteLabel: string;
  amountError?: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  note: string;
  onNoteChange: (note: string) => void;
};

/** An offer's amount in dollars and its optional note: the buyer's offer and the owner's counter. */
export function OfferAmountAndNote(props: Props) {
  const { id } = props;
  return (
    <>
      <LabelledInput
        id={`${id}-amount`}
        label={props.amountLabel}
        error={props.amountError}
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        value={props.amount}
        onChange={(event) => props.onAmountChange(event.target.value)}
      />
      <label className={labelClass} htmlFor={`${id}-note`}>
        {props.noteLabel}
        <textarea
          id={`${id}-note`}
          className={fieldClass}
          rows={3}
          maxLength={OFFER_NOTE_MAX}
          value={props.note}
          onChange={(event) => props.onNoteChange(event.target.value)}
        />
      </label>
    </>
  );
}
