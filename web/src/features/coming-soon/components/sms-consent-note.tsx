import { Link } from 'react-router';
import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';

const linkClass =
  'underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass';

/**
 * The consent wording beside every notify form (the service stores it with each signup), word for
 * word, then links to the privacy policy and terms that a text programme's registration asks the
 * form to show. The links sit outside the wording, so the stored consent text stays the same.
 */
export function SmsConsentNote({ id, className = '' }: { id: string; className?: string }) {
  return (
    <p id={id} className={`text-xs leading-relaxed text-ink/60 ${className}`}>
      <span>{SMS_CONSENT_TEXT}</span>{' '}
      <Link to="/privacy#text-messages" className={linkClass}>
        Privacy Policy
      </Link>{' '}
      &middot;{' '}
      <Link to="/terms#text-alerts" className={linkClass}>
        Terms
      </Link>
    </p>
  );
}
