import clsx from 'clsx';
import { REPORT_PERIODS, type ReportPeriod } from '@atelier/contracts/reports';
import { PERIOD_LABELS } from '../lib/report-period';

/** The reports' period: three radio buttons drawn as one segmented control (arrow keys move along). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  return (
    <fieldset className="flex border border-ink/70">
      <legend className="sr-only">Period</legend>
      {REPORT_PERIODS.map((period) => (
        <label
          key={period}
          className={clsx(
            'cursor-pointer px-2.5 py-2 text-xs font-medium tracking-[0.08em] whitespace-nowrap uppercase transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass sm:px-3 sm:tracking-[0.15em]',
            period === value ? 'bg-ink text-paper' : 'text-ink hover:bg-ink/10',
          )}
        >
          <input
            type="radio"
            name="report-period"
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {PERIOD_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}
