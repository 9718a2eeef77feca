import type { ReactNode } from 'react';

type SalePanelProps = {
  /** The section's accessible name ('Auction', 'Drawn release'). */
  label: string;
  testId: string;
  /** Where the sale stands, in words ('Live auction', 'Drawn release: entries open'). */
  phase: string;
  phaseTestId?: string;
  /** Its figures: SaleFigure each. */
  figures: ReactNode;
  /** What follows the figures: the form, the rules, the result. */
  children: ReactNode;
};

/** A piece's scarce sale on its page (a timed auction, a drawn release): its phase, its figures, the rest. */
export function SalePanel({ label, testId, phase, phaseTestId, figures, children }: SalePanelProps) {
  return (
    <section aria-label={label} className="border border-ink/15 p-6 sm:p-8" data-testid={testId}>
      <p className="text-xs tracking-[0.2em] uppercase text-ink/60" data-testid={phaseTestId}>
        {phase}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4">{figures}</dl>
      {children}
    </section>
  );
}

/** One figure of a sale panel; `large` for the price and the counts, which the eye looks for first. */
export function SaleFigure({
  label,
  large = false,
  testId,
  children,
}: {
  label: ReactNode;
  large?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs text-ink/60">{label}</dt>
      <dd className={large ? 'font-display text-4xl' : 'text-lg'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
