import { type Order, billingAddressSchema, orderStatusSchema } from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { formatCents } from '../checkout/pricing.js';

export const orderWithLines = { lines: { orderBy: { id: 'asc' as const } } } satisfies Prisma.OrderInclude;
export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderWithLines }>;

/** The number a shopper and the admin quote: derived from the id, so it is unique and never reused. */
export const orderNumber = (id: number) => `AT-${String(id).padStart(6, '0')}`;

const address = (value: Prisma.JsonValue | null) => {
  const parsed = billingAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  number: orderNumber(row.id),
  status: orderStatusSchema.parse(row.status),
  paymentIntentId: row.paymentIntentId,
  subtotal: formatCents(row.subtotalCents),
  shipping: formatCents(row.shippingCents),
  total: formatCents(row.totalCents),
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  recipientPhone: row.recipientPhone,
  billingAddress: address(row.billingAddress),
  shippingAddress: address(row.shippingAddress),
  deliveryInstructions: row.deliveryInstructions,
  lines: row.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    unitPrice: line.unitPrice.toFixed(2),
    quantity: line.quantity,
    lineTotal: formatCents(Math.round(Number(line.unitPrice) * 100) * line.quantity),
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
