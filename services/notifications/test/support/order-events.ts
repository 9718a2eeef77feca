// Checkout's order events as cart-checkout publishes them, with the receipt notifications mails.
import { type OrderReceipt, orderPaidEvent, orderRefundedEvent, orderShippedEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';

export const receiptFor = (orderId: number, over: Partial<OrderReceipt> = {}): OrderReceipt => ({
  orderNumber: `AT-${String(orderId).padStart(6, '0')}`,
  orderPath: `/orders/token-${orderId}`,
  recipientName: 'Ada Lovelace',
  recipientEmail: `buyer${orderId}@example.com`,
  recipientPhone: null,
  shippingAddress: { street: '1 Main St', city: 'Brooklyn', state: 'NY', zipCode: '11201', country: 'US' },
  lines: [
    {
      productId: orderId + 100,
      name: 'Walnut Dining Table',
      imageUrl: '/uploads/walnut-table-960.webp',
      quantity: 1,
      unitPrice: '4800.00',
      lineTotal: '4800.00',
    },
  ],
  subtotal: '4800.00',
  shipping: '250.00',
  tax: '426.00',
  total: '5476.00',
  refunded: '0.00',
  ...over,
});

/** receipt null: an event recorded before receipts existed. */
export const orderPaid = (orderId: number, receipt: OrderReceipt | null = receiptFor(orderId)) =>
  newEvent(orderPaidEvent, {
    orderId,
    orderNumber: `AT-${String(orderId).padStart(6, '0')}`,
    holdId: `hold-${orderId}`,
    paymentIntentId: `pi_${orderId}`,
    total: '5476.00',
    lines: [{ productId: orderId + 100, quantity: 1, unitPrice: '4800.00' }],
    ...(receipt ? { receipt } : {}),
  });

export const orderShipped = (orderId: number, receipt: OrderReceipt = receiptFor(orderId)) =>
  newEvent(orderShippedEvent, {
    orderId,
    carrier: 'FedEx',
    trackingNumber: `7712${orderId}`,
    trackingUrl: `https://www.fedex.com/fedextrack/?trknbr=7712${orderId}`,
    shippedAt: '2026-06-16T15:00:00.000Z',
    receipt,
  });

export const orderRefunded = (orderId: number, amount: string, receipt: OrderReceipt) =>
  newEvent(orderRefundedEvent, {
    orderId,
    refundId: `re_${orderId}_${amount}`,
    amount,
    reason: 'The table arrived scratched',
    fullyRefunded: false,
    restock: false,
    refundedAt: '2026-06-17T15:00:00.000Z',
    receipt,
  });
