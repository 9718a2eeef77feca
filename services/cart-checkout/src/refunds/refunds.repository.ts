import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Order, orderRefundedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { formatCents } from '../checkout/pricing.js';
import { CartCheckoutDatabase, type CartCheckoutTransaction } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { orderNumber, orderWithLines, refundableCents, toOrder } from '../orders/order.mapper.js';
import { receiptOf } from '../orders/order-receipt.js';
import type { ProviderRefund } from '../payments/payment-provider.js';

export type RefundRow = Prisma.OrderRefundGetPayload<object>;

export interface RefundAsked {
  idempotencyKey: string;
  amountCents: number;
  reason: string;
  restock: boolean;
}

/** What opening a refund found, under the order's row lock. */
export type OpenedRefund =
  | { outcome: 'opened'; refund: RefundRow; paymentIntentId: string }
  | { outcome: 'no-order' }
  /** The key names a refund of another order or amount. */
  | { outcome: 'key-reused' }
  | { outcome: 'too-much'; orderNumber: string; leftCents: number };

/**
 * Refunds of paid orders and what they do to the order. Every change runs under the order's row
 * lock, so two refunds at once (two tabs, a webhook and a click) see each other: what is left to
 * refund is never over-promised, and each refund is applied once (its row moves from pending to
 * succeeded once; a provider's refund id is recorded once).
 */
@Injectable()
export class RefundsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  /**
   * The refund this idempotency key names (a double click, a retry), or a new pending one when the
   * amount is no more than what is left to refund; the pending refund counts against it at once.
   */
  open(orderId: number, asked: RefundAsked): Promise<OpenedRefund> {
    return this.db.transaction(async (tx) => {
      if (!(await lockOrder(tx, orderId))) return { outcome: 'no-order' };
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { refunds: true } });
      const earlier = await tx.orderRefund.findUnique({ where: { idempotencyKey: asked.idempotencyKey } });
      if (earlier)
        return earlier.orderId === orderId && earlier.amountCents === asked.amountCents
          ? { outcome: 'opened', refund: earlier, paymentIntentId: order.paymentIntentId }
          : { outcome: 'key-reused' };
      const leftCents = refundableCents(order, order.refunds);
      if (asked.amountCents > leftCents)
        return { outcome: 'too-much', orderNumber: orderNumber(orderId), leftCents };
      const refund = await tx.orderRefund.create({
        data: { id: randomUUID(), orderId, ...asked, source: 'store', status: 'pending' },
      });
      return { outcome: 'opened', refund, paymentIntentId: order.paymentIntentId };
    });
  }

  /** The provider refused it: it no longer counts against what is left to refund. */
  async fail(refundId: string, failure: string): Promise<void> {
    await this.db.prisma.orderRefund.updateMany({
      where: { id: refundId, status: 'pending' },
      data: { status: 'failed', failure },
    });
  }

  /**
   * The provider made the store's refund: recorded once with its id, applied to the order with
   * checkout.order.refunded. Null when no such refund of the store exists.
   */
  complete(refundId: string, made: ProviderRefund): Promise<Order | null> {
    return this.db.transaction(async (tx) => {
      const row = await tx.orderRefund.findUnique({ where: { id: refundId } });
      if (!row || !(await lockOrder(tx, row.orderId))) return null;
      const { count } = await tx.orderRefund.updateMany({
        where: { id: refundId, status: { in: ['pending', 'failed'] } },
        data: { status: 'succeeded', providerRefundId: made.id, refundedAt: made.createdAt, failure: null },
      });
      if (count === 1)
        await applyRefund(tx, { ...row, providerRefundId: made.id, refundedAt: made.createdAt });
      return findOrder(tx, row.orderId);
    });
  }

  /** A refund made in the provider's own dashboard: recorded once by its id; the pieces stay sold. */
  recordFromProvider(orderId: number, made: ProviderRefund, reason: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await lockOrder(tx, orderId))) return false;
      if (await tx.orderRefund.findUnique({ where: { providerRefundId: made.id } })) return false;
      const row = await tx.orderRefund.create({
        data: {
          id: randomUUID(),
          orderId,
          providerRefundId: made.id,
          amountCents: made.amountCents,
          reason,
          restock: false,
          source: 'provider',
          status: 'succeeded',
          refundedAt: made.createdAt,
        },
      });
      await applyRefund(tx, row);
      return true;
    });
  }

  /** The order a payment made (null: a payment refunded whole because its piece was no longer held). */
  async orderIdOfPayment(paymentIntentId: string): Promise<number | null> {
    const order = await this.db.prisma.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
    return order?.id ?? null;
  }

  async find(orderId: number): Promise<Order | null> {
    return findOrder(this.db.prisma, orderId);
  }
}

async function lockOrder(tx: CartCheckoutTransaction, orderId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT id FROM "cart_checkout"."orders" WHERE id = ${orderId} FOR UPDATE`;
  return rows.length === 1;
}

async function findOrder(client: Pick<CartCheckoutTransaction, 'order'>, orderId: number) {
  const row = await client.order.findUnique({ where: { id: orderId }, include: orderWithLines });
  return row ? toOrder(row) : null;
}

/**
 * A succeeded refund, applied once under the order's lock: the amount refunded so far, 'refunded'
 * once it is everything paid, the pieces back on sale when asked (once per order), and
 * checkout.order.refunded in the same transaction.
 */
async function applyRefund(tx: CartCheckoutTransaction, refund: RefundRow): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId } });
  const refundedCents = order.refundedCents + refund.amountCents;
  const fullyRefunded = refundedCents >= order.totalCents;
  const restock = refund.restock && order.restockedAt === null;
  const now = new Date();
  await tx.order.update({
    where: { id: order.id },
    data: {
      refundedCents,
      ...(fullyRefunded ? { status: 'refunded' } : {}),
      ...(restock ? { restockedAt: now } : {}),
      updatedAt: now,
    },
  });
  // Asked for, but the pieces were put back by an earlier refund: this one did not.
  if (refund.restock && !restock)
    await tx.orderRefund.update({ where: { id: refund.id }, data: { restock: false } });
  const event = newEvent(orderRefundedEvent, {
    orderId: order.id,
    refundId: refund.providerRefundId!,
    amount: formatCents(refund.amountCents),
    reason: refund.reason,
    fullyRefunded,
    restock,
    refundedAt: (refund.refundedAt ?? now).toISOString(),
    receipt: await receiptOf(tx, order.id),
  });
  await recordEvent(tx, event, `order:${order.id}`);
}
