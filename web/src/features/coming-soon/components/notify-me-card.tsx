import { Bell } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { SmsConsentNote } from './sms-consent-note';
import { useNotifyForm } from './use-notify-form';

const inputClass =
  'mt-1.5 block w-full border border-ink/25 bg-white px-3 py-3 text-base focus:outline-2 focus:outline-brass';

/** The coming-soon page's notify-me card: hidden form, shown, submitting, then cleared and closed. */
export function NotifyMeCard({ itemId }: { itemId: number }) {
  const { open, setOpen, onSubmit, pending, input, consentId } = useNotifyForm(
    itemId,
    'Failed to sign up for notifications',
  );

  return (
    <section aria-labelledby="notify-me" className="border border-ink/15 p-6 sm:p-8">
      <h2 id="notify-me" className="flex items-center gap-3 font-display text-2xl">
        <Bell aria-hidden className="size-5 text-brass-700" strokeWidth={1.5} />
        Be the first to know
      </h2>
      <p className="mt-2 text-sm text-ink/70">
        We will send you a text message the moment this piece is released.
      </p>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="mt-6">
          <label htmlFor={input.id} className="block text-xs font-medium tracking-[0.12em] uppercase">
            Phone number
          </label>
          <input {...input} name="phoneNumber" placeholder="(555) 123-4567" className={inputClass} />
          <SmsConsentNote id={consentId} className="mt-3" />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" disabled={pending} className={buttonClass('solid')}>
              {pending ? 'Signing Up...' : 'Notify Me'}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={buttonClass('outline')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={buttonClass('solid', 'mt-6 w-full')}>
          Notify Me When Available
        </button>
      )}
    </section>
  );
}
