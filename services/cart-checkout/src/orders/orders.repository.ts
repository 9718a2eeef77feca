import { Injectable } from '@nestjs/common';
import {
  type Order,
  type OrderStatus,
  orderPaidEvent,
  orderShippedEvent,
  paymentRefundedEvent,
} from '@atelier/contracts';
import { newEvent, ordersPaid, recordEvent } from '@atelier/platform';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { type CheckoutRow, linesOf } from '../checkout/checkouts.repository.js';
import { settleClaimPaid } from '../claims/claims.repository.js';
import { formatCents } from '../checkout/pricing.js';
import { orderNumber, orderWithLines, toOrder } from './order.mapper.js';
import { firstImagesOf, receiptOf } from './order-receipt.js';
import type { RecipientDetails } from './recipient-details.js';

/** How a shipped order travels: the carrier's name, the tracking number and its page (if any). */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** Orders, their lines and sales history; a paid order and its event commit together. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  async findByCheckout(checkoutId: string): Promise<Order | null> {
    const row = await this.db.prisma.order.findUnique({ where: { checkoutId }, include: orderWithLines });
    return row ? toOrder(row) : null;
  }

  /**
   * Records the order of a paid checkout exactly once: the checkout moves from open (or cancelled:
   * paid after its expiry sweep, with the hold still ours) to paid under its row lock, so a second
   * caller waits, finds it paid, and gets the same order. In the same transaction: the lines, one
   * sales_history row per line, the bought pieces leave the session's cart, and
   * checkout.order.paid goes to the outbox (catalog commits the hold).
   */
  async recordPaid(checkout: CheckoutRow): Promise<Order> {
    const lines = linesOf(checkout);
    const recorded = await this.db.transaction(async (tx) => {
      const { count } = await tx.checkout.updateMany({
        where: { id: checkout.id, status: { in: ['open', 'cancelled', 'failed'] } },
        data: { status: 'paid', updatedAt: new Date() },
      });
      if (count === 0) return false;
      // Read inside the transaction: begin-payment may have stored them after `checkout` was read.
      const { deliveryDetails, buyerId } = await tx.checkout.findUniqueOrThrow({
        where: { id: checkout.id },
        select: { deliveryDetails: true, buyerId: true },
      });
      const details = deliveryDetails as unknown as RecipientDetails | null;
      const imageOf = await firstImagesOf(
        tx,
        lines.map((line) => line.productId),
      );
      const order = await tx.order.create({
        data: {
          ...(details ?? {}),
          checkoutId: checkout.id,
          paymentIntentId: checkout.paymentIntentId!,
          sessionId: checkout.sessionId,
          // The verified buyer who paid (signed in at Pay, or the claim's winner): their account lists it.
          buyerId,
          subtotalCents: checkout.subtotalCents,
          shippingCents: checkout.shippingCents,
          taxCents: checkout.taxCents,
          totalCents: checkout.totalCents,
          taxCalculationId: checkout.taxCalculationId,
          lines: {
            create: lines.map(({ productId, name, unitPrice, quantity }) => ({
              productId,
              name,
              unitPrice,
              quantity,
              imageUrl: imageOf(productId),
            })),
          },
        },
      });
      await tx.saleRecord.createMany({
        data: lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          salePrice: line.unitPrice,
          saleType: 'fixed',
          buyerName: details?.recipientName ?? null,
        })),
      });
      // Clearing the cart happens on payment, not before (and only of what was bought).
      await tx.cartItem.deleteMany({
        where: { sessionId: checkout.sessionId, productId: { in: lines.map((l) => l.productId) } },
      });
      const event = newEvent(orderPaidEvent, {
        orderId: order.id,
        orderNumber: orderNumber(order.id),
        holdId: checkout.holdId,
        paymentIntentId: checkout.paymentIntentId!,
        total: formatCents(checkout.totalCents),
        lines: lines.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice })),
        receipt: await receiptOf(tx, order.id),
      });
      await recordEvent(tx, event, `order:${order.id}`);
      // A won piece's claim is paid with its order (checkout.claim.paid in this transaction).
      if (checkout.kind === 'claim') await settleClaimPaid(tx, checkout.id, order.id);
      return true;
    });
    // Once per order: a second caller found the checkout paid and recorded nothing.
    if (recorded) ordersPaid.inc();
    const order = await this.findByCheckout(checkout.id);
    if (!order) throw new Error(`checkout ${checkout.id} is ${checkout.status}, without an order`);
    return order;
  }

  /** The payment landed after the hold was lost and was given back; recorded with its event. */
  async recordRefunded(checkout: CheckoutRow, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { count } = await tx.checkout.updateMany({
        where: { id: checkout.id, status: { in: ['open', 'cancelled', 'failed'] } },
        data: { status: 'refunded', updatedAt: new Date() },
      });
      if (count === 0) return;
      const event = newEvent(paymentRefundedEvent, {
        paymentIntentId: checkout.paymentIntentId!,
        holdId: checkout.holdId,
        reason,
      });
      await recordEvent(tx, event, `checkout:${checkout.id}`);
    });
  }

  /**
   * The shopper's form, stored on the order once (process-payment may come before or after the
   * webhook, and may be replayed). Answers undefined when the order already has its details: what
   * the buyer sent first stands, and only the admin changes it (changeDeliveryDetails).
   */
  saveRecipientOnce(orderId: number, details: RecipientDetails): Promise<Order | undefined> {
    return this.updateDetailsIf({ id: orderId, recipientName: null }, details);
  }

  /** The admin's correction of where a paid order goes: only while it is still 'paid' (not shipped). */
  changeDeliveryDetails(orderId: number, details: RecipientDetails): Promise<Order | undefined> {
    return this.updateDetailsIf({ id: orderId, status: 'paid' }, details);
  }

  /** One conditional update (no read-then-write race), the sales history's buyer with it. */
  private updateDetailsIf(where: Prisma.OrderWhereInput & { id: number }, details: RecipientDetails) {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.order.updateMany({ where, data: { ...details, updatedAt: new Date() } });
      if (count === 0) return undefined;
      await tx.saleRecord.updateMany({
        where: { orderId: where.id },
        data: { buyerName: details.recipientName },
      });
      return toOrder(await tx.order.findUniqueOrThrow({ where: { id: where.id }, include: orderWithLines }));
    });
  }

  async list(status?: OrderStatus): Promise<Order[]> {
    const rows = await this.db.prisma.order.findMany({
      where: status ? { status } : {},
      include: orderWithLines,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
    return rows.map(toOrder);
  }

  async find(id: number): Promise<Order | null> {
    const row = await this.db.prisma.order.findUnique({ where: { id }, include: orderWithLines });
    return row ? toOrder(row) : null;
  }

  /**
   * A paid order leaves with its carrier and tracking number, and checkout.order.shipped (the buyer
   * is texted and emailed the tracking link) in the same transaction. Null when it was not 'paid'.
   */
  ship(id: number, shipment: Shipment): Promise<Order | null> {
    return this.db.transaction(async (tx) => {
      const shippedAt = new Date();
      const { count } = await tx.order.updateMany({
        where: { id, status: 'paid' },
        data: { status: 'shipped', ...shipment, shippedAt, updatedAt: shippedAt },
      });
      if (count === 0) return null;
      const event = newEvent(orderShippedEvent, {
        orderId: id,
        ...shipment,
        shippedAt: shippedAt.toISOString(),
        receipt: await receiptOf(tx, id),
      });
      await recordEvent(tx, event, `order:${id}`);
      return toOrder(await tx.order.findUniqueOrThrow({ where: { id }, include: orderWithLines }));
    });
  }

  /** Stripe Tax's ids of an order's tax: the calculation it was charged with, the transaction made from it. */
  taxRecordOf(id: number) {
    return this.db.prisma.order.findUnique({
      where: { id },
      select: { taxCalculationId: true, taxTransactionId: true },
    });
  }

  async setTaxTransaction(id: number, taxTransactionId: string): Promise<void> {
    await this.db.prisma.order.updateMany({
      where: { id, taxTransactionId: null },
      data: { taxTransactionId },
    });
  }

  /** A shipped order arrived; null when it was not 'shipped'. */
  async deliver(id: number): Promise<Order | null> {
    const deliveredAt = new Date();
    const { count } = await this.db.prisma.order.updateMany({
      where: { id, status: 'shipped' },
      data: { status: 'delivered', deliveredAt, updatedAt: deliveredAt },
    });
    return count === 1 ? this.find(id) : null;
  }
}
