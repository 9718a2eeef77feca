import type { FormEvent } from 'react';
import type { Order } from '@atelier/contracts';
import { toastFailure } from '@/components/ui/failure-toast';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** Mark delivered, confirmed with what it does: the buyer's order page says so; nothing is sent. */
export function MarkDeliveredDialog({
  order,
  csrfToken,
  onClose,
}: {
  order: Order;
  csrfToken: string;
  onClose: () => void;
}) {
  const deliver = useUpdateOrderStatus();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    deliver.mutate(
      { id: order.id, patch: { status: 'delivered' }, csrfToken },
      {
        onSuccess: (saved) => {
          toast({ title: `Order ${saved.number} marked delivered` });
          onClose();
        },
        onError: (error) => toastFailure('Failed to mark the order delivered', error, 'Please try again.'),
      },
    );
  };
  return (
    <FormDialog
      title={`Delivered ${order.number}?`}
      description="The buyer's order page will show it delivered today. No text or email is sent."
      width="lg"
      onSubmit={submit}
      busy={deliver.isPending ? 'Saving...' : null}
      submit="Mark delivered"
      onClose={onClose}
    >
      <p className="text-sm">
        {order.shipment?.carrier ? `Shipped with ${order.shipment.carrier}` : 'Shipped'} to{' '}
        {order.recipientName ?? 'the buyer'}
        {order.shippingAddress ? `, ${order.shippingAddress.city}, ${order.shippingAddress.state}` : ''}.
      </p>
    </FormDialog>
  );
}
