import { useId } from 'react';
import { type DrawRandomness, DRAW_WINDOW_HOURS, type SaleModeInput } from '@atelier/contracts';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { useDrawBeaconStatus } from '../api/get-draw-beacon-status';

/**
 * The randomness a drawn release opens with, as the form shows it: the owner's pick, else drand
 * where its beacon answers, else the house's seed alone; while the beacon's status is unknown
 * (undefined), none (the service then takes drand if configured, refusing it if unreachable). The
 * conversion sends exactly this.
 */
export const chosenSale = (value: SaleModeInput, beaconAvailable: boolean | undefined): SaleModeInput =>
  value.mode === 'draw' && !value.randomness && beaconAvailable !== undefined
    ? { ...value, randomness: beaconAvailable ? 'drand-quicknet' : 'house-seed-only' }
    : value;

/**
 * How the converted piece is sold: at once (the default), or by a drawn release whose entry window
 * opens now (issue 16). Entrants are verified buyers with a card on file; the draw is made when the
 * window closes, keyed (the owner's choice, kept by the release: issue 36) with drand's public
 * randomness where this store reaches the beacon, or with the house's seed alone.
 */
export function SaleModeFields({
  value,
  onChange,
}: {
  value: SaleModeInput;
  onChange: (next: SaleModeInput) => void;
}) {
  const id = useId();
  const beacon = useDrawBeaconStatus(value.mode === 'draw');
  const hours = value.mode === 'draw' ? value.entryWindowHours : DRAW_WINDOW_HOURS.default;
  const available = beacon.data?.available ?? false;
  const known = beacon.isError ? false : beacon.data?.available;
  const picked = value.mode === 'draw' ? value.randomness : undefined;
  const randomness = chosenSale({ mode: 'draw', entryWindowHours: hours, randomness: picked }, known);
  // Only an explicit pick is kept: until then the form follows the beacon's status as it loads.
  const draw = (next: { entryWindowHours?: number; randomness?: DrawRandomness }) =>
    onChange({ mode: 'draw', entryWindowHours: hours, randomness: picked, ...next });
  return (
    <fieldset className="mt-6 grid gap-3">
      <legend className="text-xs tracking-[0.2em] uppercase text-ink/70">How it is sold</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={value.mode === 'immediate'}
          onChange={() => onChange({ mode: 'immediate' })}
        />
        On sale at once
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name={`${id}-mode`} checked={value.mode === 'draw'} onChange={() => draw({})} />
        Drawn release: verified buyers enter, winners are drawn when entries close
      </label>
      {value.mode === 'draw' && (
        <>
          <label className={labelClass} htmlFor={`${id}-hours`}>
            Entry window (hours)
            <input
              id={`${id}-hours`}
              type="number"
              inputMode="decimal"
              min={DRAW_WINDOW_HOURS.min}
              max={DRAW_WINDOW_HOURS.max}
              step="any"
              value={Number.isNaN(hours) ? '' : hours}
              onChange={(event) => draw({ entryWindowHours: event.target.valueAsNumber })}
              className={fieldClass}
            />
          </label>
          <fieldset className="grid gap-2" aria-describedby={`${id}-beacon`}>
            <legend className="text-sm">Randomness of the draw</legend>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-randomness`}
                className="mt-1"
                checked={randomness.mode === 'draw' && randomness.randomness === 'drand-quicknet'}
                disabled={!available}
                onChange={() => draw({ randomness: 'drand-quicknet' })}
              />
              <span>
                The seed mixed with drand's public randomness (recommended): nobody, the house included, can
                know the draw before entries close
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-randomness`}
                className="mt-1"
                checked={randomness.mode === 'draw' && randomness.randomness === 'house-seed-only'}
                onChange={() => draw({ randomness: 'house-seed-only' })}
              />
              <span>The house's seed alone (the release's page says so)</span>
            </label>
            <p id={`${id}-beacon`} className="text-xs text-ink/70" data-testid="draw-beacon-status">
              {beacon.isPending
                ? 'Checking whether drand’s beacon answers...'
                : beacon.isError
                  ? 'Could not ask whether drand’s beacon answers: the draw uses the seed alone unless you try again.'
                  : available
                    ? `drand's beacon answers (${beacon.data.mirrors.length} mirror${beacon.data.mirrors.length === 1 ? '' : 's'}).`
                    : `drand's beacon cannot be used: ${beacon.data.reason}.`}
            </p>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
