import { useId, useState } from 'react';
import { type AdminDrawnRelease, EARLY_CLOSE_REASON_MAX } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCloseDrawNow } from '../api/admin-drawn-releases';

/** What closing now does, said before it is done: who is drawn, who is texted, what is shown. */
function consequences(release: AdminDrawnRelease): string {
  const advertised = `Entries for "${release.productName}" close now instead of ${formatDateTime(release.closesAt)}, the close its signups were texted`;
  if (release.entryCount === 0)
    return `${advertised}. Nobody has entered: the draw is made with no entries and the piece goes on sale at its price. Your reason is shown on the piece's page.`;
  const winners = release.quantity === 1 ? 'The winner is' : `The ${release.quantity} winners are`;
  // A release keyed with drand's beacon keeps the round fixed at its opening: the draw waits for it.
  const drawn = release.beacon
    ? `the draw is made from its ${release.entryCount} ${release.entryCount === 1 ? 'entry' : 'entries'} once drand round ${release.beacon.round}, fixed when entries opened, is published (${formatDateTime(release.beacon.roundTime)})`
    : `the draw is made at once from its ${release.entryCount} ${release.entryCount === 1 ? 'entry' : 'entries'}`;
  return `${advertised}, and ${drawn}. ${winners} texted a link to claim; every entrant is texted that entries closed early, with your reason, which the piece's page shows too.`;
}

/**
 * "Close entries now", confirmed first and with a reason: entries close before the advertised time,
 * so the dialog says what follows (the draw, the texts) and asks why, for the page and the texts.
 */
export function CloseEntriesDialog({
  release,
  csrfToken,
  onClose,
}: {
  /** The release to close; null keeps the dialog closed. */
  release: AdminDrawnRelease | null;
  csrfToken: string;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = useCloseDrawNow(csrfToken);
  const dismiss = () => {
    setReason('');
    setProblem(undefined);
    onClose();
  };
  const confirm = () => {
    if (!release) return;
    if (reason.trim() === '')
      return setProblem("Say why entries close early: the piece's page shows it and entrants are texted it.");
    close.mutate(
      { id: release.id, reason: reason.trim() },
      {
        onSuccess: dismiss,
        onError: (error) =>
          setProblem(
            error instanceof ApiRequestError ? error.serverMessage : 'The draw could not be made: try again.',
          ),
      },
    );
  };
  return (
    <ConfirmDialog
      open={release !== null}
      title="Close entries now?"
      description={release ? consequences(release) : ''}
      confirmLabel="Close entries and draw"
      pendingLabel="Drawing..."
      pending={close.isPending}
      onConfirm={confirm}
      onClose={dismiss}
    >
      <label className={`${labelClass} mt-6`} htmlFor={`${id}-reason`}>
        Reason (required)
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={EARLY_CLOSE_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          className={fieldClass}
          {...invalidProps(`${id}-problem`, problem)}
        />
        <FieldError id={`${id}-problem`} message={problem} />
      </label>
      <p className="mt-1 text-xs text-ink/60">
        {reason.length}/{EARLY_CLOSE_REASON_MAX} characters. Shown on the piece's page and texted to entrants.
      </p>
    </ConfirmDialog>
  );
}
