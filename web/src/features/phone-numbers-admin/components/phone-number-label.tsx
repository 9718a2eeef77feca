import { formatPhoneForDisplay } from '@atelier/contracts';
import { CopyPhoneButton } from './copy-phone-button';

/** A number as the spec displays it, its copy button, and the opted-out mark when it said STOP. */
export function PhoneNumberLabel({ phoneNumber, optedOut }: { phoneNumber: string; optedOut: boolean }) {
  const shown = formatPhoneForDisplay(phoneNumber);
  return (
    <span className="flex items-center gap-1">
      <span className="font-mono text-sm">{shown}</span>
      <CopyPhoneButton phoneNumber={phoneNumber} shown={shown} />
      {optedOut && (
        <span className="bg-red-50 px-2 py-0.5 text-[0.65rem] tracking-[0.1em] text-red-800 uppercase">
          Opted out
        </span>
      )}
    </span>
  );
}
