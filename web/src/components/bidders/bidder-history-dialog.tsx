import * as Dialog from '@radix-ui/react-dialog';
import type { BidderActivity, BidderSummary } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useBidderHistory } from '@/lib/api/bidders';
import { bidderLabel, bidderRecord } from './bidder-label';

const OUTCOME: Record<BidderActivity['outcome'], string> = {
  leading: 'Leading',
  outbid: 'Outbid',
  won: 'Won',
  lost: 'Lost',
  cancelled: 'Cancelled',
  entered: 'Entered',
  alternate: 'Alternate',
};

const claimText = (claim: BidderActivity['claim']) => {
  if (!claim) return '—';
  if (claim.state === 'lapsed')
    return `Lapsed${claim.lapseReason ? ` (${claim.lapseReason === 'payment_failed' ? 'card declined' : 'not paid in time'})` : ''}`;
  return claim.state === 'paid' ? 'Paid' : 'Offered';
};

/** A buyer's history (issue 32 item 8): their record, then every auction and draw, newest first. */
export function BidderHistoryDialog({
  buyerId,
  summary,
  onClose,
}: {
  /** Whose history; null keeps the dialog closed. */
  buyerId: string | null;
  summary: BidderSummary | undefined;
  onClose: () => void;
}) {
  const history = useBidderHistory(buyerId);
  const known = history.data ?? summary;
  return (
    <DialogFrame
      open={buyerId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={buyerId ? bidderLabel(buyerId, known) : ''}
      description={known ? bidderRecord(known) : 'Loading their record...'}
      width="2xl"
    >
      <QueryStatus
        query={history}
        loading="Loading their history..."
        failed="Their history could not be loaded."
      >
        {history.data?.activity.length === 0 ? (
          <p className="mt-6 text-ink/70">No bids or draw entries yet.</p>
        ) : (
          <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Auctions and draws">
            <table className="w-full min-w-[34rem] text-left text-sm" data-testid="bidder-history">
              <thead className="text-ink/60">
                <tr>
                  <th className="py-1 pr-3 font-normal">Sale</th>
                  <th className="py-1 pr-3 font-normal">When</th>
                  <th className="py-1 pr-3 font-normal">Bids</th>
                  <th className="py-1 pr-3 font-normal">Outcome</th>
                  <th className="py-1 font-normal">Claim</th>
                </tr>
              </thead>
              <tbody>
                {history.data?.activity.map((row) => (
                  <tr key={`${row.source}-${row.sourceId}`} className="border-t border-ink/10">
                    <td className="py-1 pr-3">
                      {row.source === 'auction' ? 'Auction' : 'Draw'}: {row.productName}
                    </td>
                    <td className="py-1 pr-3">{formatDateTime(row.at)}</td>
                    <td className="py-1 pr-3">
                      {row.bids === null ? '—' : `${row.bids}, up to ${formatPrice(row.maxAmount)}`}
                    </td>
                    <td className="py-1 pr-3">{OUTCOME[row.outcome]}</td>
                    <td className="py-1">{claimText(row.claim)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStatus>
      <div className="mt-8 flex justify-end">
        <Dialog.Close className={buttonClass('outline')}>Close</Dialog.Close>
      </div>
    </DialogFrame>
  );
}
