import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@atelier/contracts';
import { LoadError } from '@/components/ui/load-error';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

/** Beyond the spec: the paid orders, newest first, so the one person running the shop knows what to ship. */
export function OrdersManagement({ csrfToken }: { csrfToken: string }) {
  const [status, setStatus] = useState<OrderStatus | undefined>('paid');
  const orders = useOrders(status);
  return (
    <section aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="font-display text-4xl">
            Orders
          </h2>
          <p className="mt-1 text-sm text-ink/70">
            Paid orders, newest first: ship them (the buyer is texted and emailed the tracking link), mark
            them delivered, and refund them in full or in part.
          </p>
        </div>
        <label className="text-sm">
          <span className="mr-2 text-xs font-medium tracking-[0.12em] uppercase">Status</span>
          <select
            value={status ?? 'all'}
            onChange={(event) =>
              setStatus(event.target.value === 'all' ? undefined : (event.target.value as OrderStatus))
            }
            className="border border-ink/25 bg-white px-3 py-2"
          >
            <option value="all">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-8">
        {orders.isPending ? (
          <p role="status" className="text-ink/70">
            Loading orders...
          </p>
        ) : orders.isError ? (
          <LoadError title="Orders could not be loaded" query={orders} />
        ) : orders.data.length === 0 ? (
          <p className="text-ink/70">{status ? `No ${status} orders.` : 'No orders yet.'}</p>
        ) : (
          <div className="grid gap-5">
            {orders.data.map((order) => (
              <OrderCard key={order.id} order={order} csrfToken={csrfToken} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
