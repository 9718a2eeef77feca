import { useId, useState, type FormEvent } from 'react';
import { blankPhoneToast, useSignUpForNotification } from '../api/sign-up-for-notification';
import { SmsConsentNote } from './sms-consent-note';

const smallButton =
  'min-h-11 px-4 text-[0.7rem] font-medium tracking-[0.18em] uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass disabled:opacity-60';

/** The collection page card's notify form: a required phone input, 'Sign Up' and 'Cancel'. */
export function InlineNotifyForm({ itemId, itemName }: { itemId: number; itemName: string }) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const signUp = useSignUpForNotification('Failed to sign up for notifications. Please try again.');
  const inputId = useId();

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = phone.trim();
    if (!phoneNumber) return blankPhoneToast();
    signUp.mutate(
      { id: itemId, phoneNumber },
      {
        onSuccess: () => {
          setPhone('');
          setOpen(false);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-4">
      <label htmlFor={inputId} className="sr-only">
        Phone number for {itemName}
      </label>
      <input
        id={inputId}
        type="tel"
        required
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        placeholder="Phone number"
        className="block w-full border border-ink/25 bg-white px-3 py-2.5 text-base focus:outline-2 focus:outline-brass"
        aria-describedby={`${inputId}-consent`}
        autoFocus
      />
      <SmsConsentNote id={`${inputId}-consent`} className="mt-2" />
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="submit"
          disabled={signUp.isPending}
          className={`${smallButton} bg-ink text-paper hover:bg-ink/85`}
        >
          {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
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
