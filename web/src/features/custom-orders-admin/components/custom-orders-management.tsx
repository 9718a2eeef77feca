import { useState } from 'react';
import type { CustomOrder } from '@atelier/contracts';
import { toast } from '@/components/ui/use-toast';
import { useCustomOrders } from '../api/get-custom-orders';
import { useMarkOrderRead } from '../api/mark-order-read';
import { CustomOrderCard } from './custom-order-card';
import { CustomOrderDetailsDialog } from './custom-order-details-dialog';

/** Admin 'Custom Orders': the requests as cards; opening an unread one's details marks it read. */
export function CustomOrdersManagement({ csrfToken }: { csrfToken: string }) {
  const { data, isPending, isError, refetch } = useCustomOrders();
  const [viewing, setViewing] = useState<CustomOrder | null>(null);
  const markRead = useMarkOrderRead();

  const view = (order: CustomOrder) => {
    setViewing(order);
    if (order.status !== 'unread') return;
    markRead.mutate(
      { id: order.id, csrfToken },
      {
        onSuccess: (updated) => {
          setViewing((current) => (current?.id === updated.id ? updated : current));
          toast({ title: 'Order Marked as Read' });
        },
        onError: () =>
          toast({ title: 'Error', description: 'Failed to mark order as read.', variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="custom-orders">
      <h2 id="custom-orders" className="font-display text-4xl">
        Custom Orders
      </h2>
      {isPending ? (
        <p role="status" className="mt-6 text-ink/70">
          Loading custom orders...
        </p>
      ) : isError ? (
        <div role="alert" className="mt-6 text-ink/70">
          <p>Custom orders could not be loaded.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 text-sm underline underline-offset-4"
          >
            Try Again
          </button>
        </div>
      ) : data.length === 0 ? (
        <div className="mt-8 border border-ink/10 px-8 py-14 text-center">
          <p className="font-display text-2xl">No custom orders yet.</p>
          <p className="mt-2 text-ink/70">Orders will appear here when customers submit requests.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {data.map((order) => (
            <li key={order.id} className="flex">
              <CustomOrderCard order={order} onView={() => view(order)} />
            </li>
          ))}
        </ul>
      )}
      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
