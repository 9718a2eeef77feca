import { createContext, type ReactNode, useContext, useState } from 'react';
import type { BidderSummary } from '@atelier/contracts';
import { useBidderSummaries } from '@/lib/api/bidders';
import { BidderHistoryDialog } from './bidder-history-dialog';

type Bidders = { summaries: Map<string, BidderSummary>; openHistory: (buyerId: string) => void };

const BiddersContext = createContext<Bidders | null>(null);

/**
 * Names the buyers of a list (issue 32 item 8): one batched read for the ids it shows, and the
 * history dialog their names open. Nested (a card's bids inside the auctions list), the inner one
 * reads its own ids and shares the outer one's dialog.
 */
export function BiddersProvider({
  buyerIds,
  children,
}: {
  buyerIds: readonly string[];
  children: ReactNode;
}) {
  const outer = useContext(BiddersContext);
  const summaries = useBidderSummaries(buyerIds);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const merged = outer ? new Map([...outer.summaries, ...summaries]) : summaries;
  return (
    <BiddersContext.Provider value={{ summaries: merged, openHistory: outer?.openHistory ?? setHistoryOf }}>
      {children}
      {!outer && (
        <BidderHistoryDialog
          buyerId={historyOf}
          summary={historyOf ? merged.get(historyOf) : undefined}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </BiddersContext.Provider>
  );
}

export const useBidders = () => useContext(BiddersContext);
