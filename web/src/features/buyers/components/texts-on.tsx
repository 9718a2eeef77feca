import type { ReactNode } from 'react';
import { useCurrentBuyer } from '../api/get-current-buyer';

/**
 * Renders its children (a bid or draw entry form) unless the verified buyer's number replied STOP
 * to our texts: a win is told by text (the link to claim and pay), so they must opt back in first,
 * by replying START to any text from Atelier. Catalog refuses their bids and entries the same way.
 */
export function TextsOn({ purpose, children }: { purpose: string; children: ReactNode }) {
  const buyer = useCurrentBuyer();
  if (!buyer.data?.textsStopped) return <>{children}</>;
  return (
    <section
      aria-label="Texts are stopped"
      className="grid gap-3 border border-amber-700/40 bg-amber-50 p-5 text-sm"
      data-testid="texts-stopped"
    >
      <p className="font-semibold">Texts to ••• {buyer.data.phoneLast4} are stopped</p>
      <p>
        You replied STOP to our texts, and a win is told by text: the link to claim and pay. To {purpose},
        reply <strong>START</strong> to any text from Atelier to opt back in, then check again here.
      </p>
      <button
        type="button"
        onClick={() => void buyer.refetch()}
        disabled={buyer.isFetching}
        className="justify-self-start text-sm underline underline-offset-4"
      >
        {buyer.isFetching ? 'Checking...' : 'I replied START: check again'}
      </button>
    </section>
  );
}
