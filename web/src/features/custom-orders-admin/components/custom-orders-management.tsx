import { useState } from 'react';
import type { CustomOrder } from '@atelier/contracts';
import { AdminSection } from '@/components/admin/admin-section';
import { QueryStatus } from '@/components/ui/query-status';
import { toast } from '@/components/ui/use-toast';
import { useCustomOrders } from '../api/get-custom-orders';
import { useMarkOrderRead } from '../api/mark-order-read';
import { CustomOrderCard } from './custom-order-card';
import { CustomOrderDetailsDialog } from './custom-order-details-dialog';
import { PieceEnquiriesList } from './piece-enquiries-list';

/** Admin 'Custom Orders': the requests as cards; opening an unread one's details marks it read. */
export function CustomOrdersManagement({ csrfToken }: { csrfToken: string }) {
  const orders = useCustomOrders();
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
    <AdminSection id="custom-orders" title="Custom Orders">
      <QueryStatus
        query={orders}
        loading="Loading custom orders..."
        failed="Custom orders could not be loaded."
        onRetry={() => void orders.refetch()}
      >
        {orders.data?.length === 0 ? (
          <div className="mt-8 border border-ink/10 px-8 py-14 text-center">
            <p className="font-display text-2xl">No custom orders yet.</p>
            <p className="mt-2 text-ink/70">Orders will appear here when customers submit requests.</p>
          </div>
        ) : (
          <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {orders.data?.map((order) => (
              <li key={order.id} className="flex">
                <CustomOrderCard order={order} onView={() => view(order)} />
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <PieceEnquiriesList csrfToken={csrfToken} />
      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
    </AdminSection>
  );
}
