import { useState } from 'react';
import type { Order } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { EditDeliveryDialog } from './edit-delivery-dialog';
import { MarkDeliveredDialog } from './mark-delivered-dialog';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

type Dialog = 'ship' | 'deliver' | 'refund' | 'delivery' | null;

/**
 * What the owner can do with an order now, each confirmed in a dialog that says what will happen:
 * correct the delivery and ship it while paid, mark it delivered once shipped, refund what is left.
 */
export function OrderActions({ order, csrfToken }: { order: Order; csrfToken: string }) {
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const props = { order, csrfToken, onClose: close };
  const button = (dialog: Exclude<Dialog, null>, label: string, style: 'solid' | 'outline' = 'outline') => (
    <button type="button" onClick={() => setOpen(dialog)} className={buttonClass(style)}>
      {label}
    </button>
  );
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {order.status === 'paid' && button('ship', 'Mark shipped...', 'solid')}
      {order.status === 'shipped' && button('deliver', 'Mark delivered...', 'solid')}
      {order.status === 'paid' && button('delivery', 'Edit delivery...')}
      {order.refundable !== '0.00' && button('refund', 'Refund...')}
      {open === 'ship' && <ShipOrderDialog {...props} />}
      {open === 'deliver' && <MarkDeliveredDialog {...props} />}
      {open === 'refund' && <RefundOrderDialog {...props} />}
      {open === 'delivery' && <EditDeliveryDialog {...props} />}
    </div>
  );
}
