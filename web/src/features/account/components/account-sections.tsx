import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyBid, MyDrawEntrySummary, MyOrder } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDateTimeUtc, formatPrice } from '@/lib/format';
import { useMyBids, useMyClaims, useMyDrawEntries, useMyLikes, useMyOrders } from '../api/get-account';

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T[] | undefined;
  refetch: () => Promise<unknown>;
};

/**
 * One part of the account: its heading, then the list, or while it loads, when it failed (with Try
 * Again) and when there is nothing yet, each said in words.
 */
function AccountSection<T>({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: ListQuery<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const headingId = `account-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`account-${id}`}
      className="border-t border-ink/10 pt-8"
    >
      <h2 id={headingId} className="font-display text-3xl">
        {title}
      </h2>
      <div className="mt-5">
        {query.isPending ? (
          <p role="status" className="text-ink/70">
            Loading {title.toLowerCase()}...
          </p>
        ) : query.isError ? (
          <div role="alert" className="text-ink/80">
            <p>Your {title.toLowerCase()} could not be loaded.</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              className="mt-2 text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brass"
            >
              {query.isFetching ? 'Retrying...' : 'Try Again'}
            </button>
          </div>
        ) : !query.data || query.data.length === 0 ? (
          <p className="text-ink/70">{empty}</p>
        ) : (
          <ul className="divide-y divide-ink/10">{children(query.data)}</ul>
        )}
      </div>
    </section>
  );
}

/** A row: the piece's image, its name (a link to its page) and what is said about it. */
function PieceRow({
  to,
  name,
  imageUrl,
  children,
  aside,
}: {
  to: string;
  name: string;
  imageUrl: string | null;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-start gap-4 py-4">
      {/* Decorative beside the piece's name, which is the link. */}
      <ResponsiveImage imageRef={imageUrl} alt="" sizes="80px" className="size-20 shrink-0 object-cover" />
      <div className="min-w-0 flex-1 basis-40">
        <Link
          to={to}
          className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brass"
        >
          {name}
        </Link>
        <div className="mt-1 space-y-0.5 text-sm text-ink/75">{children}</div>
      </div>
      {aside && <div className="w-full text-sm sm:w-auto sm:text-right">{aside}</div>}
    </li>
  );
}

const STANDING_WORDS: Record<MyBid['standing'], string> = {
  leading: 'Leading',
  outbid: 'Outbid',
  won: 'Won',
  lost: 'Lost',
};

const badgeClass = (tone: 'good' | 'bad' | 'plain') =>
  `inline-block border px-2 py-0.5 text-xs font-medium tracking-[0.12em] uppercase ${
    tone === 'good'
      ? 'border-emerald-800/40 bg-emerald-50 text-emerald-900'
      : tone === 'bad'
        ? 'border-red-800/40 bg-red-50 text-red-900'
        : 'border-ink/25 text-ink/80'
  }`;

function BidRow({ bid }: { bid: MyBid }) {
  const tone = bid.standing === 'leading' || bid.standing === 'won' ? 'good' : 'bad';
  const running = bid.phase === 'open' || bid.phase === 'scheduled';
  return (
    <PieceRow
      to={`/product/${bid.productId}`}
      name={bid.productName}
      imageUrl={bid.imageUrl}
      aside={
        <span className={badgeClass(bid.phase === 'cancelled' ? 'plain' : tone)} data-testid="bid-standing">
          {bid.phase === 'cancelled' ? 'Cancelled' : STANDING_WORDS[bid.standing]}
        </span>
      }
    >
      <p>
        Your maximum <span data-testid="bid-maximum">{formatPrice(bid.maxAmount)}</span>
        {' · '}
        {running ? 'Current bid' : 'Final bid'} {formatPrice(bid.currentBid, '–')}
      </p>
      <p>
        {running ? 'Ends' : bid.phase === 'cancelled' ? 'Was to end' : 'Ended'}{' '}
        {formatDateTimeUtc(bid.endTime)}
      </p>
      {bid.claim === 'paid' && <p>Paid: the piece is yours.</p>}
      {bid.claim === 'offered' && <p>Won: pay for it under Claims to pay.</p>}
      {bid.claim === 'lapsed' && <p>Your claim lapsed unpaid.</p>}
    </PieceRow>
  );
}

function drawResultOf(entry: MyDrawEntrySummary): string {
  if (entry.state === 'open') return `Entered: the draw is after ${formatDateTimeUtc(entry.closesAt)}`;
  if (entry.result === 'won') {
    if (entry.claim === 'paid') return 'Drawn: won, and paid for';
    if (entry.claim === 'lapsed') return 'Drawn: won, but the claim lapsed unpaid';
    return 'Drawn: you won, pay for it under Claims to pay';
  }
  if (entry.result === 'waitlisted')
    return `Drawn: waitlisted, number ${entry.waitlistPosition ?? entry.position} in line`;
  return 'Drawn: not drawn this time';
}

function OrderRow({ order }: { order: MyOrder }) {
  const first = order.lines[0];
  const names = order.lines.map((line) =>
    line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
  );
  return (
    <li className="flex flex-wrap items-start gap-4 py-4" data-testid="account-order">
      <ResponsiveImage
        imageRef={first?.imageUrl ?? null}
        alt=""
        sizes="80px"
        className="size-20 object-cover"
      />
      <div className="min-w-0 flex-1 basis-40">
        <Link
          to={order.orderPath}
          className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brass"
        >
          Order {order.number}
        </Link>
        <div className="mt-1 space-y-0.5 text-sm text-ink/75">
          <p>{names.join(', ')}</p>
          <p>
            {formatPrice(order.total)} · paid {formatDateTimeUtc(order.createdAt)}
          </p>
          {order.shipment && (
            <p>
              Shipped by {order.shipment.carrier}, tracking{' '}
              {order.shipment.trackingUrl ? (
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="underline underline-offset-4"
                >
                  {order.shipment.trackingNumber}
                </a>
              ) : (
                order.shipment.trackingNumber
              )}
            </p>
          )}
        </div>
      </div>
      <div className="w-full text-sm sm:w-auto sm:text-right">
        <span
          className={badgeClass(order.status === 'refunded' ? 'plain' : 'good')}
          data-testid="order-status"
        >
          {ORDER_STATUS_WORDS[order.status]}
        </span>
      </div>
    </li>
  );
}

const ORDER_STATUS_WORDS: Record<MyOrder['status'], string> = {
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
};

/**
 * A collector's account (issue 34): their claims to pay, bids, draw entries, orders and likes, each
 * read for the signed-in buyer, so every device they sign in on shows the same.
 */
export function AccountSections({ buyerId }: { buyerId: string }) {
  const claims = useMyClaims(buyerId);
  const bids = useMyBids(buyerId);
  const entries = useMyDrawEntries(buyerId);
  const orders = useMyOrders(buyerId);
  const likes = useMyLikes(buyerId);
  return (
    <div className="space-y-10">
      <AccountSection
        id="claims"
        title="Claims to pay"
        query={claims}
        empty="Nothing to pay for: no piece waits for you."
      >
        {(items) =>
          items.map((claim) => (
            <li key={claim.claimId} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div>
                <p className="font-medium">{claim.productName}</p>
                <p className="text-sm text-ink/75">
                  {formatPrice(claim.price)} ·{' '}
                  {claim.source === 'auction' ? 'won at auction' : 'won in a draw'} · pay by{' '}
                  {formatDateTimeUtc(claim.expiresAt)}
                </p>
              </div>
              <Link
                to={claim.claimPath}
                className="border border-ink/70 px-4 py-2 text-xs font-medium tracking-[0.2em] uppercase hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-brass"
              >
                Pay for {claim.productName}
              </Link>
            </li>
          ))
        }
      </AccountSection>
      <AccountSection id="bids" title="Bids" query={bids} empty="You have not bid on an auction yet.">
        {(items) => items.map((bid) => <BidRow key={bid.auctionId} bid={bid} />)}
      </AccountSection>
      <AccountSection
        id="draw-entries"
        title="Draw entries"
        query={entries}
        empty="You have not entered a draw yet."
      >
        {(items) =>
          items.map((entry) => (
            <PieceRow
              key={entry.releaseId}
              to={`/product/${entry.productId}`}
              name={entry.productName}
              imageUrl={entry.imageUrl}
            >
              <p data-testid="draw-result">{drawResultOf(entry)}</p>
            </PieceRow>
          ))
        }
      </AccountSection>
      <AccountSection id="orders" title="Orders" query={orders} empty="No orders yet.">
        {(items) => items.map((order) => <OrderRow key={order.number} order={order} />)}
      </AccountSection>
      <AccountSection id="likes" title="Likes" query={likes} empty="You have not liked a piece yet.">
        {(items) =>
          items.map((like) => (
            <PieceRow
              key={`${like.kind}-${like.id}`}
              to={like.kind === 'product' ? `/product/${like.id}` : `/coming-soon/${like.id}`}
              name={like.name}
              imageUrl={like.imageUrl}
            >
              <p>{like.kind === 'product' ? 'Piece' : 'Sneak peek'}</p>
            </PieceRow>
          ))
        }
      </AccountSection>
    </div>
  );
}
