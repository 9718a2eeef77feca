import { SmsConsentNote } from './sms-consent-note';
import { useNotifyForm } from './use-notify-form';

const smallButton =
  'min-h-11 px-4 text-[0.7rem] font-medium tracking-[0.18em] uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass disabled:opacity-60';

/** The collection page card's notify form: a required phone input, 'Sign Up' and 'Cancel'. */
export function InlineNotifyForm({ itemId, itemName }: { itemId: number; itemName: string }) {
  const { open, setOpen, onSubmit, pending, input, consentId } = useNotifyForm(
    itemId,
    'Failed to sign up for notifications. Please try again.',
  );

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${smallButton} mt-4 w-full border border-ink/70 hover:bg-ink hover:text-paper`}
      >
        Notify Me When Available
      </button>
    );
  }

  return (
    <form onSubmit={onSubmit} className="mt-4">
      <label htmlFor={input.id} className="sr-only">
        Phone number for {itemName}
      </label>
      <input
        {...input}
        required
        placeholder="Phone number"
        className="block w-full border border-ink/25 bg-white px-3 py-2.5 text-base focus:outline-2 focus:outline-brass"
      />
      <SmsConsentNote id={consentId} className="mt-2" />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="submit"
          disabled={pending}
          className={`${smallButton} bg-ink text-paper hover:bg-ink/85`}
        >
          {pending ? 'Signing Up...' : 'Sign Up'}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={`${smallButton} border border-ink/30 hover:border-ink`}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
