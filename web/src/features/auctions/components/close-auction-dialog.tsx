import type { AdminAuction } from '@atelier/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime, formatPrice } from '@/lib/format';
import { type AfterAuctionChange, useCloseAuction } from '../api/admin-auctions';

export type CloseAction = 'end' | 'cancel';

/** What ending now does, said before it is done: who wins and is texted, who is charged, what shows. */
export function endConsequences(auction: AdminAuction, leaderName: string): string {
  const stops =
    auction.phase === 'scheduled'
      ? `The auction of "${auction.productName}" has not started: ending it now closes it with no bids.`
      : `Bidding on "${auction.productName}" stops now instead of ${formatDateTime(auction.endTime)}.`;
  if (auction.bidCount === 0 || auction.currentBid === null)
    return `${stops} Nobody has bid, so nobody wins and nobody is texted or charged: the piece goes back on sale at its price and its page shows the auction ended.`;
  if (auction.reservePrice !== null && !auction.reserveMet)
    return `${stops} The highest bid, ${formatPrice(auction.currentBid)}, is under the reserve: nobody wins and nobody is charged, the other bidders are texted that it ended, and the piece goes back on sale at its price.`;
  return `${stops} ${leaderName} wins at ${formatPrice(auction.currentBid)}: they are texted a link to claim the piece, and their card on file is charged only when they pay on that page. The other bidders are texted that it ended, and the piece's page shows the result.`;
}

/** What cancelling does: nobody wins, nobody is texted or charged, the piece is for sale again. */
export function cancelConsequences(auction: AdminAuction): string {
  const bids =
    auction.bidCount === 0
      ? 'Nobody has bid.'
      : `Its ${auction.bidCount} ${auction.bidCount === 1 ? 'bid is' : 'bids are'} void and kept in its log.`;
  return `The auction of "${auction.productName}" is cancelled now: nobody wins, nobody is texted or charged. ${bids} The piece goes back on sale at its price and its page shows the auction cancelled. This cannot be undone.`;
}

/**
 * End now or Cancel, confirmed first: both are one-way (a win texts the claim link; a cancel voids
 * the bids), so the dialog says who is texted or charged and what the piece's page shows.
 */
export function CloseAuctionDialog({
  target,
  leaderName,
  csrfToken,
  afterChange,
  onClose,
}: {
  /** The auction and what to do with it; null keeps the dialog closed. */
  target: { auction: AdminAuction; action: CloseAction } | null;
  /** How the leader is named (their name and phone's last digits, else their id). */
  leaderName: string;
  csrfToken: string;
  afterChange?: AfterAuctionChange;
  onClose: () => void;
}) {
  const close = useCloseAuction(csrfToken, afterChange);
  const ending = target?.action === 'end';
  return (
    <ConfirmDialog
      open={target !== null}
      title={ending ? 'End this auction now?' : 'Cancel this auction?'}
      description={
        target
          ? ending
            ? endConsequences(target.auction, leaderName)
            : cancelConsequences(target.auction)
          : ''
      }
      confirmLabel={ending ? 'End auction now' : 'Cancel auction'}
      pendingLabel={ending ? 'Ending...' : 'Cancelling...'}
      pending={close.isPending}
      dismissLabel={ending ? 'Cancel' : 'Keep the auction'}
      onConfirm={() =>
        target && close.mutate({ id: target.auction.id, action: target.action }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}
