import { type Address, formatPhoneForDisplay, type Order } from '@atelier/contracts';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { formatDateTime, formatPrice } from '@/lib/format';
import { OrderActions } from './order-actions';

const statusClass: Record<Order['status'], string> = {
  paid: 'bg-amber-100 text-amber-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-stone-200 text-stone-800',
};

const AddressLines = ({ title, address }: { title: string; address: Address | null }) => (
  <div>
    <h4 className="text-xs font-medium tracking-[0.12em] uppercase">{title}</h4>
    {address ? (
      <address className="mt-1 text-sm not-italic">
        {address.street}
        <br />
        {address.city}, {address.state} {address.zipCode}
        <br />
        {address.country}
      </address>
    ) : (
      <p className="mt-1 text-sm text-ink/60">Not given yet</p>
    )}
  </div>
);

function Totals({ order }: { order: Order }) {
  const rows: Array<[string, string]> = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping],
    ['Sales tax', order.tax],
  ];
  return (
    <dl
      className="mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
      data-testid="order-totals"
    >
      {rows.map(([label, amount]) => (
        <div key={label} className="contents text-ink/75">
          <dt>{label}</dt>
          <dd className="text-right">{formatPrice(amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Total charged</dt>
      <dd className="text-right font-semibold">{formatPrice(order.total)}</dd>
      {order.refunded !== '0.00' && (
        <>
          <dt>Refunded</dt>
          <dd className="text-right" data-testid="order-refunded">
            −{formatPrice(order.refunded)}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * One order: what to ship, to whom and where, what it charged (tax included) and gave back, what
 * happened since (shipped with its tracking link, delivered, refunds), and what can be done next.
 */
export function OrderCard({ order, csrfToken }: { order: Order; csrfToken: string }) {
  const pending = order.refunds.filter((refund) => refund.status === 'pending');
  return (
    <article className="border border-ink/15 bg-white p-5 sm:p-6" aria-labelledby={`order-${order.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`order-${order.id}`} className="font-display text-2xl">
            {order.number}
          </h3>
          <p className="text-sm text-ink/60">{formatDateTime(order.createdAt)}</p>
        </div>
        <span
          className={`px-3 py-1 text-xs font-medium tracking-[0.12em] uppercase ${statusClass[order.status]}`}
        >
          {order.status}
        </span>
      </header>
      <ul className="mt-4 space-y-1 text-sm">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-4">
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{formatPrice(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <Totals order={order} />
      {pending.length > 0 && (
        <p className="mt-2 text-sm text-amber-900">
          Waiting for the payment provider to confirm a refund of {formatPrice(pending[0]!.amount)}.
        </p>
      )}
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <h4 className="text-xs font-medium tracking-[0.12em] uppercase">Recipient</h4>
          <p className="mt-1 text-sm">{order.recipientName ?? 'Not given yet'}</p>
          {order.recipientPhone && <p className="text-sm">{formatPhoneForDisplay(order.recipientPhone)}</p>}
          {order.recipientEmail && <p className="text-sm break-all">{order.recipientEmail}</p>}
        </div>
        <AddressLines title="Billing address" address={order.billingAddress} />
        <AddressLines title="Shipping address" address={order.shippingAddress} />
      </div>
      {order.deliveryInstructions && (
        <p className="mt-4 text-sm">
          <span className="text-xs font-medium tracking-[0.12em] uppercase">Delivery instructions: </span>
          {order.deliveryInstructions}
        </p>
      )}
      <details className="mt-5 text-sm" open={order.timeline.length > 1}>
        <summary className="cursor-pointer text-xs font-medium tracking-[0.12em] uppercase">History</summary>
        <div className="mt-3">
          <OrderTimeline entries={order.timeline} />
        </div>
      </details>
      <OrderActions order={order} csrfToken={csrfToken} />
    </article>
  );
}
