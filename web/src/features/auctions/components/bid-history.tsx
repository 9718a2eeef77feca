import { useState } from 'react';
import type { PublicAuction, PublicBid } from '@atelier/contracts';
import { formatDateTimeUtc, formatPrice } from '@/lib/format';
import { formatDateTimeWithZone } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { useMyStanding } from '../api/get-my-standing';

/** How many of the latest bids show before "Show all". */
const FIRST_SHOWN = 5;

/**
 * The auction's bids as anyone sees them, newest first: "Bidder 1", "Bidder 2"... (numbered per
 * auction, never who they are), the price and when; the verified buyer's own rows read "You".
 * Live with the auction (every update carries its history).
 */
export function BidHistory({ auction }: { auction: PublicAuction }) {
  const [showAll, setShowAll] = useState(false);
  const mine = useMyStanding(auction).data?.bidder ?? null;
  const { bids, total } = auction.history;
  const shown = showAll ? bids : bids.slice(0, FIRST_SHOWN);
  const headingId = `bid-history-${auction.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 border-t border-ink/10 pt-6"
      data-testid="bid-history"
    >
      <h3 id={headingId} className="text-xs tracking-[0.2em] text-ink/60 uppercase">
        Bid history
      </h3>
      {total === 0 ? (
        <p className="mt-3 text-sm text-ink/65">No bids yet.</p>
      ) : (
        <>
          <ol className="mt-3 grid gap-0 text-sm">
            {shown.map((bid) => (
              <BidRow key={`${bid.createdAt}-${bid.amount}`} bid={bid} mine={bid.bidder === mine} />
            ))}
          </ol>
          <BidHistoryFooter
            shown={shown.length}
            listed={bids.length}
            total={total}
            showAll={showAll}
            onToggle={() => setShowAll((v) => !v)}
          />
        </>
      )}
    </section>
  );
}

function BidRow({ bid, mine }: { bid: PublicBid; mine: boolean }) {
  const hydrated = useHydrated();
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 border-t border-ink/10 py-2 first:border-t-0"
      data-testid="bid-history-row"
    >
      <span className={mine ? 'font-semibold' : undefined}>
        Bidder {bid.bidder}
        {mine && <span className="ml-2 bg-ink px-1.5 py-0.5 text-xs font-medium text-paper">You</span>}
      </span>
      <span className="text-right font-medium tabular-nums">{formatPrice(bid.amount)}</span>
      <span className="text-xs text-ink/60">
        {/* The server renders UTC; the shopper's own zone once hydrated. */}
        {hydrated ? formatDateTimeWithZone(bid.createdAt) : formatDateTimeUtc(bid.createdAt)}
      </span>
      <span className="text-right text-xs text-ink/60">{bid.automatic ? 'automatic bid' : ''}</span>
    </li>
  );
}

function BidHistoryFooter({
  shown,
  listed,
  total,
  showAll,
  onToggle,
}: {
  shown: number;
  listed: number;
  total: number;
  showAll: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="mt-2 grid gap-2 text-xs text-ink/65">
      {listed > FIRST_SHOWN && (
        <button type="button" className="justify-self-start underline underline-offset-4" onClick={onToggle}>
          {showAll ? 'Show the latest only' : `Show ${listed === total ? 'all' : `the latest ${listed}`}`}
        </button>
      )}
      <p data-testid="bid-history-count">
        {/* Price changes, not bids: a leader raising their own maximum is a bid (in the Bids
            figure) that changes no price and is never listed. */}
        {shown === total
          ? `${total} price ${total === 1 ? 'change' : 'changes'}`
          : `The latest ${shown} of ${total} price changes`}
        . An automatic bid is a bidder's maximum answering another bid; maximums are never shown.
      </p>
    </div>
  );
}
