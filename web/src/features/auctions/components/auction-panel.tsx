import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { PublicAuction } from '@atelier/contracts';
import { SaleFigure, SalePanel } from '@/components/catalog/sale-panel';
import { buttonClass } from '@/components/ui/button-styles';
import { LabelledInput } from '@/components/ui/labelled-input';
import { ApiRequestError } from '@/lib/api-client';
import { TimeLeft } from '@/components/ui/time-left';
import { formatDate, formatDateTimeWithZone, formatPrice } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { auctionStillMoving, useProductAuction } from '../api/get-product-auction';
import { usePlaceBid } from '../api/place-bid';
import { useAuctionLiveUpdates } from '../api/use-auction-live-updates';
import { formatEstimate } from '../format-estimate';
import { AuctionReminderToggle } from './auction-reminder';
import { BidHistory } from './bid-history';
import { MyAuctionStandingNote } from './my-auction-standing';

type AuctionPanelProps = {
  productId: number;
  /** Wraps the bid form: the route puts the buyer verification around it. */
  gate: (bidForm: ReactNode) => ReactNode;
  /** Wraps "Remind me" for a visitor who pressed it: the route puts the buyer verification around it. */
  reminderGate: (reminder: ReactNode) => ReactNode;
  /** Shown instead when the piece has no auction (it is sold as usual). */
  fallback: ReactNode;
  /** The sale settled while the page is open (sold, or on sale again): the route reads the piece again. */
  onPieceChanged?: () => void;
};

/** What the first figure reads: the price to beat while it runs, what it sold or was won for after. */
function priceLabel(auction: PublicAuction): string {
  if (auction.result === 'sold') return 'Sold for';
  if (auction.result === 'won') return 'Winning bid';
  return auction.currentBid ? 'Current bid' : 'Starting bid';
}

function phaseText(auction: PublicAuction): string {
  if (auction.result === 'sold') return 'Sold';
  if (auction.phase === 'ended') return 'Auction ended';
  return auction.phase === 'scheduled' ? 'Auction opens soon' : 'Live auction';
}

/**
 * A piece's timed auction: the current bid, bids, time left, the next minimum and the bid form,
 * with the buyer's own standing; once it ended, how it sold (an unsold piece is for sale again).
 */
export function AuctionPanel({ productId, gate, reminderGate, fallback, onPieceChanged }: AuctionPanelProps) {
  const auction = useProductAuction(productId);
  useAuctionLiveUpdates(productId, auctionStillMoving(auction.data), onPieceChanged);
  if (auction.isPending) return <p className="text-sm text-ink/60">Loading the auction...</p>;
  if (!auction.data || auction.data.phase === 'cancelled' || auction.data.result === 'unsold')
    return <>{fallback}</>;
  const a = auction.data;
  return (
    <SalePanel
      label="Auction"
      testId="auction-panel"
      phase={phaseText(a)}
      phaseTestId="auction-phase"
      figures={
        <>
          <SaleFigure label={priceLabel(a)} large testId="auction-current-bid">
            {formatPrice(a.currentBid ?? a.startingBid)}
          </SaleFigure>
          <SaleFigure label="Bids" large testId="auction-bid-count">
            {a.bidCount}
          </SaleFigure>
          <SaleFigure label={a.phase === 'scheduled' ? 'Opens' : a.phase === 'ended' ? 'Ended' : 'Time left'}>
            {a.phase === 'open' ? (
              <>
                <TimeLeft endTime={a.endTime} serverTime={a.serverTime} testId="auction-time-left" />
                <EndsAt iso={a.endTime} />
              </>
            ) : (
              formatDate(a.phase === 'scheduled' ? a.startsAt : a.endTime)
            )}
          </SaleFigure>
          {a.hasReserve && <SaleFigure label="Reserve">{a.reserveMet ? 'Met' : 'Not yet met'}</SaleFigure>}
          {a.estimate && (
            <SaleFigure label="Estimate" testId="auction-estimate">
              {formatEstimate(a.estimate)}
            </SaleFigure>
          )}
        </>
      }
    >
      {a.phase === 'open' && (
        <div className="mt-6 border-t border-ink/10 pt-6">{gate(<BidForm auction={a} />)}</div>
      )}
      {a.phase === 'ended' && (
        <div className="mt-6 border-t border-ink/10 pt-6 empty:hidden">
          <MyAuctionStandingNote auction={a} />
        </div>
      )}
      <AuctionReminderToggle auction={a} gate={reminderGate} />
      {a.phase !== 'scheduled' && <BidHistory auction={a} />}
      {a.phase !== 'ended' && (
        <p className="mt-4 text-xs text-ink/60">
          A bid in the last two minutes extends the auction by two minutes. The highest bid at or above any
          reserve wins.
        </p>
      )}
    </SalePanel>
  );
}

/** When the auction ends, in the shopper's own time zone, named ("Ends Nov 28, 2026, 9:00 PM EST"). */
function EndsAt({ iso }: { iso: string }) {
  // The server renders in its own zone: the shopper's is known only once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <span
      className="mt-1 block text-xs font-normal tracking-normal text-ink/65 normal-case"
      data-testid="auction-ends-at"
    >
      Ends {formatDateTimeWithZone(iso)}
    </span>
  );
}

function BidForm({ auction }: { auction: PublicAuction }) {
  const id = useId();
  const [maxAmount, setMaxAmount] = useState('');
  const bid = usePlaceBid(auction);
  const error =
    bid.error instanceof ApiRequestError
      ? bid.error.serverMessage
      : bid.error
        ? 'The bid failed: try again'
        : undefined;
  const minimum = Number(auction.nextMinimumBid);
  return (
    <form
      className="grid gap-3"
      aria-label="Place a bid"
      onSubmit={(event) => {
        event.preventDefault();
        // Back to the amount either way (the button is disabled meanwhile, which drops its focus):
        // emptied once the bid is taken, ready for the next one; kept, beside its error, when refused.
        const focusAmount = () => document.getElementById(`${id}-max`)?.focus();
        bid.mutate(maxAmount || auction.nextMinimumBid, {
          onSuccess: () => {
            setMaxAmount('');
            focusAmount();
          },
          onError: focusAmount,
        });
      }}
    >
      <LabelledInput
        id={`${id}-max`}
        label="Your maximum bid (USD)"
        error={error}
        type="number"
        inputMode="decimal"
        min={minimum}
        step="any"
        placeholder={String(minimum)}
        value={maxAmount}
        onChange={(event) => setMaxAmount(event.target.value)}
      />
      <p className="text-xs text-ink/65" data-testid="auction-next-minimum">
        Next minimum bid: {formatPrice(auction.nextMinimumBid)}. We bid for you, one increment at a time, up
        to your maximum; nobody sees it. Bids are binding:{' '}
        <Link to="/terms#auctions-and-draws" className="underline underline-offset-4 hover:text-ink">
          auction terms
        </Link>
        .
      </p>
      <button type="submit" disabled={bid.isPending} className={buttonClass('solid', 'w-full')}>
        {bid.isPending ? 'Bidding...' : 'Place bid'}
      </button>
      <MyAuctionStandingNote auction={auction} lastBid={bid.data} />
    </form>
  );
}
