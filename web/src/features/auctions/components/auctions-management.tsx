import { useState } from 'react';
import type { AdminAuction } from '@atelier/contracts';
import { AdminSaleCard, type SaleFact } from '@/components/admin/admin-sale-card';
import { buttonClass } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { BidderName } from '@/components/bidders/bidder-name';
import { BiddersProvider, useBidders } from '@/components/bidders/bidders-context';
import { bidderLabel } from '@/components/bidders/bidder-label';
import { formatDateTime, formatPrice } from '@/lib/format';
import { type AfterAuctionChange, useAdminAuction, useAdminAuctions } from '../api/admin-auctions';
import { type CloseAction, CloseAuctionDialog } from './close-auction-dialog';
import { formatEstimate } from '../format-estimate';
import { EstimateForm } from './estimate-form';
import { OpenAuctionForm } from './open-auction-form';

const buyersOf = (auction: AdminAuction) =>
  [auction.leaderBuyerId, auction.winnerBuyerId].filter((id): id is string => id !== null);

/** The admin's auctions: open one, follow the bids, end one early or cancel it. */
export function AuctionsManagement({
  csrfToken,
  afterChange,
}: {
  csrfToken: string;
  afterChange?: AfterAuctionChange;
}) {
  const auctions = useAdminAuctions();
  return (
    <BiddersProvider buyerIds={(auctions.data ?? []).flatMap(buyersOf)}>
      <AuctionsList auctions={auctions} csrfToken={csrfToken} afterChange={afterChange} />
    </BiddersProvider>
  );
}

function AuctionsList({
  auctions,
  csrfToken,
  afterChange,
}: {
  auctions: ReturnType<typeof useAdminAuctions>;
  csrfToken: string;
  afterChange?: AfterAuctionChange;
}) {
  const [closing, setClosing] = useState<{ auction: AdminAuction; action: CloseAction } | null>(null);
  const bidders = useBidders();
  const leader = closing?.auction.leaderBuyerId;
  return (
    <div className="grid grid-cols-1 gap-8">
      <OpenAuctionForm csrfToken={csrfToken} afterChange={afterChange} />
      <section aria-label="Auctions" className="grid grid-cols-1 gap-4">
        <h2 className="font-display text-3xl">Auctions</h2>
        {auctions.isError && <LoadError title="Auctions could not be loaded" query={auctions} />}
        {auctions.data?.length === 0 && <p className="text-ink/70">No auctions yet.</p>}
        {auctions.data?.map((auction) => (
          <AuctionRow
            key={auction.id}
            auction={auction}
            csrfToken={csrfToken}
            onClose={(action) => setClosing({ auction, action })}
          />
        ))}
      </section>
      <CloseAuctionDialog
        target={closing}
        leaderName={leader ? bidderLabel(leader, bidders?.summaries.get(leader)) : 'The leader'}
        csrfToken={csrfToken}
        afterChange={afterChange}
        onClose={() => setClosing(null)}
      />
    </div>
  );
}

function AuctionRow({
  auction,
  csrfToken,
  onClose,
}: {
  auction: AdminAuction;
  csrfToken: string;
  onClose: (action: CloseAction) => void;
}) {
  const [showBids, setShowBids] = useState(false);
  const [editingEstimate, setEditingEstimate] = useState(false);
  const running = auction.phase === 'open' || auction.phase === 'scheduled';
  const facts: SaleFact[] = [
    { label: 'Current bid', value: auction.currentBid ? formatPrice(auction.currentBid) : 'No bids' },
    { label: 'Bids', value: auction.bidCount },
    {
      label: 'Reserve',
      value: auction.reservePrice
        ? `${formatPrice(auction.reservePrice)} (${auction.reserveMet ? 'met' : 'not met'})`
        : 'None',
    },
    {
      label: 'Estimate',
      value: auction.estimate ? formatEstimate(auction.estimate) : 'None',
      testId: 'admin-auction-estimate',
    },
    { label: running ? 'Ends' : 'Ended', value: formatDateTime(auction.endedAt ?? auction.endTime) },
    {
      label: running ? 'Leading' : 'Winner',
      value: <BidderName buyerId={running ? auction.leaderBuyerId : auction.winnerBuyerId} withRecord />,
    },
  ];
  if (auction.claim) facts.push({ label: 'Claim', value: claimText(auction.claim), testId: 'auction-claim' });
  return (
    <AdminSaleCard title={auction.productName} phase={auction.phase} facts={facts} testId="admin-auction">
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => setShowBids((v) => !v)}>
          {showBids ? 'Hide bids' : 'Show bids'}
        </button>
        {running && (
          <>
            <button
              type="button"
              className={buttonClass('outline')}
              aria-expanded={editingEstimate}
              onClick={() => setEditingEstimate((v) => !v)}
            >
              Edit estimate
            </button>
            <button type="button" className={buttonClass('solid')} onClick={() => onClose('end')}>
              End now...
            </button>
            <button type="button" className={buttonClass('outline')} onClick={() => onClose('cancel')}>
              Cancel auction...
            </button>
          </>
        )}
      </div>
      {running && editingEstimate && (
        <EstimateForm auction={auction} csrfToken={csrfToken} onDone={() => setEditingEstimate(false)} />
      )}
      {showBids && <BidList auctionId={auction.id} />}
    </AdminSaleCard>
  );
}

function BidList({ auctionId }: { auctionId: number }) {
  const detail = useAdminAuction(auctionId);
  if (detail.isPending) return <p className="mt-3 text-sm text-ink/60">Loading bids...</p>;
  if (detail.isError) return <p className="mt-3 text-sm text-red-800">Bids could not be loaded.</p>;
  if (detail.data.bids.length === 0) return <p className="mt-3 text-sm text-ink/60">No bids yet.</p>;
  return (
    <BiddersProvider buyerIds={detail.data.bids.map((bid) => bid.buyerId)}>
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Bids">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="text-ink/60">
              <th className="py-1 font-normal">#</th>
              <th className="py-1 font-normal">Bidder</th>
              <th className="py-1 font-normal">Maximum</th>
              <th className="py-1 font-normal">Price after</th>
              <th className="py-1 font-normal">When</th>
            </tr>
          </thead>
          <tbody>
            {detail.data.bids.map((bid) => (
              <tr key={bid.sequence} className="border-t border-ink/10">
                <td className="py-1">{bid.sequence}</td>
                <td className="py-1">
                  <BidderName buyerId={bid.buyerId} />
                </td>
                <td className="py-1">{formatPrice(bid.maxAmount)}</td>
                <td className="py-1">
                  {bid.kind === 'max_raised' ? 'maximum raised' : formatPrice(bid.amount)}
                </td>
                <td className="py-1">{formatDateTime(bid.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BiddersProvider>
  );
}

/** The won piece's claim: whose turn it is, paid, or back on sale when every claim lapsed. */
function claimText(claim: NonNullable<AdminAuction['claim']>): string {
  if (claim.state === 'paid')
    return claim.rank === 1 ? 'Paid by the winner' : `Paid by bidder #${claim.rank} in line`;
  if (claim.state === 'unsold') return 'Every claim lapsed: on sale again';
  return claim.rank === 1 ? 'Offered to the winner' : `Offered to bidder #${claim.rank} in line`;
}
