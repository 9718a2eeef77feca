import type { ReactNode } from 'react';

/** One line of a sale's facts: its label, its value, and a test id where a test reads the value. */
export type SaleFact = { label: string; value: ReactNode; testId?: string };

type AdminSaleCardProps = {
  /** The piece's name. */
  title: string;
  /** The sale's phase, as the service names it ('open', 'ended', 'drawn'...). */
  phase: string;
  facts: SaleFact[];
  testId: string;
  /** The admin's buttons and what they open, below the facts. */
  children: ReactNode;
};

/** A sale in the admin (an auction, a drawn release): the piece, its phase, its facts, its actions. */
export function AdminSaleCard({ title, phase, facts, testId, children }: AdminSaleCardProps) {
  return (
    <article className="border border-ink/15 bg-white p-5" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-display text-2xl">{title}</h3>
        <span className="text-xs tracking-[0.2em] uppercase">{phase}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(({ label, value, testId: factTestId }) => (
          <div key={label}>
            <dt className="text-ink/60">{label}</dt>
            <dd data-testid={factTestId}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}
