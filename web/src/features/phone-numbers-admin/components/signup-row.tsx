import type { NotificationSignup } from '@atelier/contracts';
import { formatDateTime } from '@/lib/format';
import { useSimulatedRepliesEnabled, useSimulateReply } from '../api/simulated-replies';
import { PhoneNumberLabel } from './phone-number-label';

const STATUS_TEXT: Record<string, string> = {
  queued: 'Text queued',
  sent: 'Text sent',
  delivered: 'Text delivered',
  failed: 'Text failed',
  opted_out: 'Not texted (opted out)',
};

/** A signup: its number as the spec displays it, a copy button, when, and its text's fate once released. */
export function SignupRow({
  signup,
  showItem = false,
  csrfToken,
}: {
  signup: NotificationSignup;
  showItem?: boolean;
  csrfToken: string;
}) {
  const simulatable = useSimulatedRepliesEnabled();
  const simulate = useSimulateReply();
  const awaiting = !signup.confirmed && !signup.optedOut && !signup.notification;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <PhoneNumberLabel phoneNumber={signup.phoneNumber} optedOut={signup.optedOut} />
      <span className="text-xs text-ink/60">
        {showItem && `${signup.comingSoonItem?.name ?? `Item #${signup.comingSoonId}`} · `}
        {formatDateTime(signup.createdAt)}
        {/* Double opt-in: until the owner replies YES, the number is not texted about the release. */}
        {awaiting && ' · Awaiting YES to the confirmation text'}
        {awaiting && simulatable && (
          <button
            type="button"
            disabled={simulate.isPending}
            onClick={() => simulate.mutate({ phoneNumber: signup.phoneNumber, body: 'YES', csrfToken })}
            className="ml-2 underline underline-offset-2 hover:text-ink"
          >
            Simulate the YES reply
          </button>
        )}
        {signup.notification && (
          <span
            title={signup.notification.error}
            className={signup.notification.status === 'failed' ? 'text-red-700' : ''}
          >
            {' · '}
            {STATUS_TEXT[signup.notification.status]}
          </span>
        )}
      </span>
    </li>
  );
}
