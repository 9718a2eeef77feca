import { useId, useState } from 'react';
import type { ComingSoonItem, SaleModeInput } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { toastFailure } from '@/components/ui/failure-toast';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useConvertSneakPeekItem } from '../api/convert-sneak-peek-item';
import { useDrawBeaconStatus } from '../api/get-draw-beacon-status';
import { useScheduleConversion } from '../api/scheduled-conversions';
import { chosenSale, SaleModeFields } from './sale-mode-fields';

type When = { at: 'now' } | { at: 'later'; local: string };

/** Read when the owner confirms, on their clock (the service checks again on its own). */
const isPast = (date: Date) => date.getTime() <= Date.now();

const whenText = (date: Date) => formatDateTime(date.toISOString());

/** What converting does, said before it is done: what becomes public, who is texted, and when. */
/** How the confirmation names the draw's randomness (unknown while the beacon's status loads). */
const drawnWith = (sale: SaleModeInput) =>
  sale.mode !== 'draw' || !sale.randomness
    ? "with drand's public randomness if this store reaches it"
    : sale.randomness === 'drand-quicknet'
      ? "with drand's public randomness"
      : "from the house's seed alone";

export function conversionConsequences(item: ComingSoonItem, sale: SaleModeInput, at: Date | null): string {
  const becomes = `"${item.name}" becomes a product at ${formatPrice(item.estimatedPrice ?? 0)} with 1 in stock, leaves Sneak Peek and ${sale.mode === 'draw' ? `opens for draw entries for ${sale.entryWindowHours} h, drawn ${drawnWith(sale)}` : 'goes on sale'}`;
  const texted =
    sale.mode === 'draw'
      ? 'Its text-me signups are texted that entries are open.'
      : 'Its text-me signups are texted that it is available.';
  if (!at) return `${becomes} now. ${texted}`;
  return `${becomes} on ${whenText(at)}. Until then it stays a sneak peek and nobody is texted; at that time the conversion happens by itself. ${texted} You can cancel the schedule before then.`;
}

/**
 * Convert to product, now or at a set time (issue 32 item 9), confirmed first with what follows.
 * A scheduled drop is stored by catalog and converted by its runner: the signups are texted then.
 */
export function ConvertDialog({
  item,
  csrfToken,
  onDone,
  onClose,
}: {
  /** The item to convert; null keeps the dialog closed. */
  item: ComingSoonItem | null;
  csrfToken: string;
  /** After it worked (the dialog closes too). */
  onDone: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [sale, setSale] = useState<SaleModeInput>({ mode: 'immediate' });
  const [when, setWhen] = useState<When>({ at: 'now' });
  const [problem, setProblem] = useState<string>();
  const convert = useConvertSneakPeekItem();
  const schedule = useScheduleConversion();
  const at = when.at === 'later' && when.local ? new Date(when.local) : null;
  // The randomness the release opens with, as the form shows it (issue 36): sent exactly so.
  const beacon = useDrawBeaconStatus(sale.mode === 'draw');
  const chosen = chosenSale(sale, beacon.isError ? false : beacon.data?.available);

  const dismiss = () => {
    setSale({ mode: 'immediate' });
    setWhen({ at: 'now' });
    setProblem(undefined);
    onClose();
  };
  const done = (title: string) => () => {
    toast({ title });
    dismiss();
    onDone();
  };

  const confirm = () => {
    if (!item) return;
    if (when.at === 'now')
      return convert.mutate(
        { item, sale: chosen, csrfToken },
        {
          onSuccess: done(
            sale.mode === 'draw'
              ? 'Sneak peek item converted: its drawn release is open for entries'
              : 'Sneak peek item converted to product successfully',
          ),
          onError: (error) => toastFailure('Failed to convert sneak peek item', error),
        },
      );
    // datetime-local has no zone: it is the admin's local time.
    if (!at || Number.isNaN(at.getTime())) return setProblem('Choose the date and time of the drop.');
    if (isPast(at)) return setProblem('Choose a time in the future, or convert now.');
    schedule.mutate(
      { item, sale: chosen, convertAt: at, csrfToken },
      {
        onSuccess: done(`Conversion scheduled for ${whenText(at)}: signups are texted then`),
        onError: (error) => toastFailure('The conversion could not be scheduled', error),
      },
    );
  };

  const later = when.at === 'later';
  return (
    <ConfirmDialog
      open={item !== null}
      title="Convert to product?"
      description={item ? conversionConsequences(item, chosen, later ? at : null) : ''}
      confirmLabel={later ? 'Schedule conversion' : 'Convert to Product'}
      pendingLabel={later ? 'Scheduling...' : 'Converting...'}
      pending={convert.isPending || schedule.isPending}
      onConfirm={confirm}
      onClose={dismiss}
    >
      <SaleModeFields value={sale} onChange={setSale} />
      <fieldset className="mt-6 grid gap-3">
        <legend className="text-xs tracking-[0.2em] uppercase text-ink/70">When</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-when`}
            checked={!later}
            onChange={() => {
              setWhen({ at: 'now' });
              setProblem(undefined);
            }}
          />
          Now
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-when`}
            checked={later}
            onChange={() => setWhen({ at: 'later', local: '' })}
          />
          At a set time: a drop, with the signups texted then
        </label>
        {later && (
          <label className={labelClass} htmlFor={`${id}-at`}>
            Date and time of the drop
            <input
              id={`${id}-at`}
              type="datetime-local"
              value={when.local}
              onChange={(event) => {
                setWhen({ at: 'later', local: event.target.value });
                setProblem(undefined);
              }}
              className={fieldClass}
              {...invalidProps(`${id}-problem`, problem)}
            />
            <FieldError id={`${id}-problem`} message={problem} />
          </label>
        )}
      </fieldset>
    </ConfirmDialog>
  );
}
