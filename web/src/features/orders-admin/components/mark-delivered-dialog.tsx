import type { FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { useUpdateOrderStatus } from '../api/update-order-status';
import type { OrderDialogProps } from './order-dialog-props';

/** Mark delivered, confirmed with what it does: the buyer's order page says so; nothing is sent. */
export function MarkDeliveredDialog({ order, csrfToken, onClose }: OrderDialogProps) {
  const deliver = useUpdateOrderStatus();
  const { saveCallbacks } = useFormErrors([], 'deliver');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    deliver.mutate(
      { id: order.id, patch: { status: 'delivered' }, csrfToken },
      saveCallbacks(
        event.currentTarget,
        { saved: `Order ${order.number} marked delivered`, failed: 'Failed to mark the order delivered' },
        onClose,
      ),
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
