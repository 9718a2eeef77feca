import { randomBytes } from 'node:crypto';
import type { OrderReceipt } from '@atelier/contracts';
import { confirmationPathOf } from '../checkout/checkout.service.js';
import { formatCents } from '../checkout/pricing.js';
import type { CartCheckoutTransaction } from '../database/cart-checkout-database.js';
import { addressOf, lineTotalOf, orderNumber } from './order.mapper.js';

/**
 * The order as the house's receipts describe it (checkout.order.paid, .shipped, .refunded): read in
 * the transaction that records the event, so it says what was true when it happened (each line's
 * image as it was bought). An order from before confirmation links existed is given one
 * here, so every receipt links to the buyer's order page.
 */
export async function receiptOf(tx: CartCheckoutTransaction, orderId: number): Promise<OrderReceipt> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { lines: { orderBy: { id: 'asc' } }, checkout: { select: { confirmationToken: true } } },
  });
  return {
    orderNumber: orderNumber(order.id),
    orderPath: confirmationPathOf(
      order.checkout.confirmationToken ?? (await giveConfirmationToken(tx, order.checkoutId)),
    ),
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    recipientPhone: order.recipientPhone,
    shippingAddress: addressOf(order.shippingAddress),
    lines: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      unitPrice: line.unitPrice.toFixed(2),
      lineTotal: lineTotalOf(line),
    })),
    subtotal: formatCents(order.subtotalCents),
    shipping: formatCents(order.shippingCents),
    tax: formatCents(order.taxCents),
    total: formatCents(order.totalCents),
    refunded: formatCents(order.refundedCents),
  };
}

export async function giveConfirmationToken(
  tx: CartCheckoutTransaction,
  checkoutId: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.checkout.update({ where: { id: checkoutId }, data: { confirmationToken: token } });
  return token;
}

/** Each piece's first image in the product read model (null without one), looked up by product id. */
export async function firstImagesOf(
  tx: CartCheckoutTransaction,
  productIds: number[],
): Promise<(productId: number) => string | null> {
  const products = await tx.product.findMany({
    where: { id: { in: productIds } },
    select: { id: true, imageUrls: true },
  });
  return (productId) => products.find((p) => p.id === productId)?.imageUrls[0] ?? null;
}
