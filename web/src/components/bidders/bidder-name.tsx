import { bidderLabel, bidderRecord } from './bidder-label';
import { useBidders } from './bidders-context';

/**
 * A buyer in an admin list, by name and phone's last digits (issue 32 item 8); a button opening
 * their history. `withRecord` adds their bids, wins and lapsed claims under the name.
 */
export function BidderName({
  buyerId,
  withRecord = false,
}: {
  buyerId: string | null;
  withRecord?: boolean;
}) {
  const bidders = useBidders();
  if (!buyerId) return <>—</>;
  const summary = bidders?.summaries.get(buyerId);
  const label = bidderLabel(buyerId, summary);
  if (!bidders) return <>{label}</>;
  return (
    <span className="inline-grid">
      <button
        type="button"
        className="text-left underline decoration-ink/30 underline-offset-4 hover:decoration-ink"
        onClick={() => bidders.openHistory(buyerId)}
        aria-label={`History of ${label}`}
      >
        {label}
      </button>
      {withRecord && summary && <span className="text-xs text-ink/60">{bidderRecord(summary)}</span>}
    </span>
  );
}
