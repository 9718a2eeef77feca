import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';

/** The consent wording beside every notify form (the service stores it with each signup). */
export function SmsConsentNote({ id, className = '' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`text-xs leading-relaxed text-ink/60 ${className}`}>
      {SMS_CONSENT_TEXT}
    </p>
  );
}
