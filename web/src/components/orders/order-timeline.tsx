import type { OrderTimelineEntry } from '@atelier/contracts';
import { formatDateTime, formatPrice } from '@/lib/format';

const titleOf = (entry: OrderTimelineEntry) => {
  switch (entry.kind) {
    case 'paid':
      return `Paid ${formatPrice(entry.amount)}`;
    case 'shipped':
      return entry.carrier ? `Shipped with ${entry.carrier}` : 'Shipped';
    case 'delivered':
      return 'Delivered';
    case 'refunded':
      return `Refunded ${formatPrice(entry.amount)}`;
  }
};

function Detail({ entry }: { entry: OrderTimelineEntry }) {
  if (entry.kind === 'shipped' && entry.trackingNumber)
    return (
      <p className="text-sm text-ink/75">
        Tracking number <span className="font-mono break-all">{entry.trackingNumber}</span>
        {entry.trackingUrl && (
          <>
            {' · '}
            <a
              href={entry.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2"
            >
              Track the delivery<span className="sr-only"> (opens the carrier’s site)</span>
            </a>
          </>
        )}
      </p>
    );
  if (entry.kind === 'refunded') return <p className="text-sm text-ink/75">{entry.reason}</p>;
  return null;
}

/**
 * What happened to an order after its sale, oldest first: paid, shipped (carrier and tracking link),
 * delivered, each refund with its amount. The buyer's order page and the admin's order show it.
 */
export function OrderTimeline({ entries, headingId }: { entries: OrderTimelineEntry[]; headingId?: string }) {
  return (
    <ol
      className="relative space-y-5 border-l border-ink/20 pl-6"
      aria-labelledby={headingId}
      data-testid="order-timeline"
    >
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.72rem] size-2.5 rounded-full ${entry.kind === 'refunded' ? 'bg-stone-500' : 'bg-brass-700'}`}
          />
          <p className="font-medium">{titleOf(entry)}</p>
          <p className="text-xs text-ink/60">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          <Detail entry={entry} />
        </li>
      ))}
    </ol>
  );
}
