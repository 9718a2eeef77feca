import { useState } from 'react';
import type { ScheduledConversion } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastFailure } from '@/components/ui/failure-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useLandedDrops } from '../api/use-landed-drops';
import { useCancelScheduledConversion, useScheduledConversions } from '../api/scheduled-conversions';

const saleText = (schedule: ScheduledConversion) =>
  schedule.sale.mode === 'draw'
    ? `drawn release, entries open ${schedule.sale.entryWindowHours} h`
    : 'on sale at once';

/** The drops waiting for their time (issue 32 item 9), soonest first, each cancellable. */
export function ScheduledDrops({ csrfToken }: { csrfToken: string }) {
  const schedules = useScheduledConversions();
  const cancel = useCancelScheduledConversion();
  const [cancelling, setCancelling] = useState<ScheduledConversion | null>(null);
  useLandedDrops(schedules.data);
  if (schedules.isError)
    return (
      <p role="alert" className="mt-6 text-sm text-red-800">
        Scheduled drops could not be loaded.
      </p>
    );
  if (!schedules.data?.length) return null;
  return (
    <section aria-labelledby="scheduled-drops-heading" className="mt-6 border border-brass/40 bg-white p-4">
      <h3 id="scheduled-drops-heading" className="font-display text-xl">
        Scheduled drops
      </h3>
      <ul className="mt-3 divide-y divide-ink/10">
        {schedules.data.map((schedule) => (
          <li
            key={schedule.comingSoonId}
            data-testid="scheduled-drop"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium">{schedule.itemName}</p>
              <p className="text-sm text-ink/70">
                Converts {formatDateTime(schedule.convertAt)} · {formatPrice(schedule.price)} ·{' '}
                {saleText(schedule)} · signups texted then
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('outline', 'px-3 py-2')}
              onClick={() => setCancelling(schedule)}
              aria-label={`Cancel the scheduled drop of ${schedule.itemName}`}
            >
              Cancel schedule...
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this scheduled drop?"
        description={
          cancelling
            ? `"${cancelling.itemName}" stays a sneak peek: it is not converted on ${formatDateTime(cancelling.convertAt)} and nobody is texted. You can convert or schedule it again later.`
            : ''
        }
        confirmLabel="Cancel the drop"
        pendingLabel="Cancelling..."
        dismissLabel="Keep it"
        pending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(
            { comingSoonId: cancelling.comingSoonId, csrfToken },
            {
              onSuccess: () => {
                toast({ title: `Scheduled drop cancelled: ${cancelling.itemName}` });
                setCancelling(null);
              },
              onError: (error) => toastFailure('The schedule could not be cancelled', error),
            },
          )
        }
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
