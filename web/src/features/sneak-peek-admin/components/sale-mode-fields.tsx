import { useId } from 'react';
import { DRAW_WINDOW_HOURS, type SaleModeInput } from '@atelier/contracts';
import { fieldClass, labelClass } from '@/components/ui/form-styles';

/**
 * How the converted piece is sold: at once (the default), or by a drawn release whose entry window
 * opens now (issue 16). Entrants are verified buyers with a card on file; the draw is made when the
 * window closes.
 */
export function SaleModeFields({
  value,
  onChange,
}: {
  value: SaleModeInput;
  onChange: (next: SaleModeInput) => void;
}) {
  const id = useId();
  const hours = value.mode === 'draw' ? value.entryWindowHours : DRAW_WINDOW_HOURS.default;
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
        <input
          type="radio"
          name={`${id}-mode`}
          checked={value.mode === 'draw'}
          onChange={() => onChange({ mode: 'draw', entryWindowHours: hours })}
        />
        Drawn release: verified buyers enter, winners are drawn when entries close
      </label>
      {value.mode === 'draw' && (
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
            onChange={(event) => onChange({ mode: 'draw', entryWindowHours: event.target.valueAsNumber })}
            className={fieldClass}
          />
        </label>
      )}
    </fieldset>
  );
}
