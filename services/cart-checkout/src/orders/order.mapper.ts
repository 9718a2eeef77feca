import {
  type Order,
  type OrderRefund,
  type OrderTimelineEntry,
  billingAddressSchema,
  orderStatusSchema,
} from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { formatCents, toCents } from '../checkout/pricing.js';

export const orderWithLines = {
  lines: { orderBy: { id: 'asc' as const } },
  refunds: { orderBy: { createdAt: 'asc' as const } },
} satisfies Prisma.OrderInclude;
export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderWithLines }>;
type RefundRow = OrderRow['refunds'][number];

/** The number a shopper and the admin quote: derived from the id, so it is unique and never reused. */
export const orderNumber = (id: number) => `AT-${String(id).padStart(6, '0')}`;

export const addressOf = (value: Prisma.JsonValue | null) => {
  const parsed = billingAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** What may still be refunded: refunds waiting for the provider count, as they may yet succeed. */
export const refundableCents = (order: { totalCents: number }, refunds: RefundRow[]) =>
  order.totalCents -
  refunds.filter((r) => r.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);

const toRefund = (row: RefundRow): OrderRefund => ({
  id: row.id,
  amount: formatCents(row.amountCents),
  reason: row.reason,
  source: row.source === 'provider' ? 'provider' : 'store',
  status: row.status === 'succeeded' ? 'succeeded' : 'pending',
  restock: row.restock,
  createdAt: row.createdAt.toISOString(),
});

/** Paid, shipped, delivered and each refund that went through, oldest first. */
export function timelineOf(row: OrderRow): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [
    { kind: 'paid', at: row.createdAt.toISOString(), amount: formatCents(row.totalCents) },
  ];
  if (row.shippedAt)
    entries.push({
      kind: 'shipped',
      at: row.shippedAt.toISOString(),
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.trackingUrl,
    });
  if (row.deliveredAt) entries.push({ kind: 'delivered', at: row.deliveredAt.toISOString() });
  for (const refund of row.refunds)
    if (refund.status === 'succeeded')
      entries.push({
        kind: 'refunded',
        at: (refund.refundedAt ?? refund.createdAt).toISOString(),
        amount: formatCents(refund.amountCents),
        reason: refund.reason,
      });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** A line's price times its quantity, in whole cents, as the order and its receipts state it. */
export const lineTotalOf = (line: { unitPrice: Prisma.Decimal; quantity: number }) =>
  formatCents(toCents(line.unitPrice.toFixed(2)) * line.quantity);

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  number: orderNumber(row.id),
  status: orderStatusSchema.parse(row.status),
  paymentIntentId: row.paymentIntentId,
  subtotal: formatCents(row.subtotalCents),
  shipping: formatCents(row.shippingCents),
  tax: formatCents(row.taxCents),
  total: formatCents(row.totalCents),
  refunded: formatCents(row.refundedCents),
  refundable: formatCents(refundableCents(row, row.refunds)),
  refunds: row.refunds.filter((r) => r.status !== 'failed').map(toRefund),
  restocked: row.restockedAt !== null,
  shipment: row.shippedAt
    ? {
        carrier: row.carrier,
        trackingNumber: row.trackingNumber,
        trackingUrl: row.trackingUrl,
        shippedAt: row.shippedAt.toISOString(),
      }
    : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  timeline: timelineOf(row),
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  recipientPhone: row.recipientPhone,
  billingAddress: addressOf(row.billingAddress),
  shippingAddress: addressOf(row.shippingAddress),
  deliveryInstructions: row.deliveryInstructions,
  lines: row.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    imageUrl: line.imageUrl,
    unitPrice: line.unitPrice.toFixed(2),
    quantity: line.quantity,
    lineTotal: lineTotalOf(line),
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
