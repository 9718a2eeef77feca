import { type Address, formatPhoneForDisplay, type Order } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { formatPrice } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { useUpdateOrderStatus } from '../api/update-order-status';

const NEXT = { paid: 'shipped', shipped: 'delivered' } as const;
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

/** One paid order: what to ship, to whom and where; the next step (shipped, then delivered). */
export function OrderCard({ order, csrfToken }: { order: Order; csrfToken: string }) {
  const update = useUpdateOrderStatus();
  const next = order.status === 'paid' || order.status === 'shipped' ? NEXT[order.status] : null;
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
      <p className="mt-2 text-sm text-ink/70">
        Subtotal {formatPrice(order.subtotal)} · Shipping {formatPrice(order.shipping)} ·{' '}
        <strong>Total {formatPrice(order.total)}</strong>
      </p>
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
      {next && (
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: order.id, status: next, csrfToken })}
          className={buttonClass('outline', 'mt-5')}
        >
          {update.isPending ? 'Saving...' : `Mark ${next}`}
        </button>
      )}
    </article>
  );
}
