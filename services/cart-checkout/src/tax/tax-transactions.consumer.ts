import { Inject, Injectable } from '@nestjs/common';
import { orderPaidEvent, orderRefundedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { toCents } from '../checkout/pricing.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { SALES_TAX } from '../tokens.js';
import type { SalesTax } from './sales-tax.js';

/**
 * Stripe Tax's record of each sale, from this service's own events: once an order is paid, a tax
 * transaction made from the calculation the buyer was charged with; for each refund, a partial
 * reversal of it (the refund, tax included). Through the outbox, so a Stripe outage delays the
 * record and loses nothing: the bus retries with backoff, then parks the event for a replay. Both
 * are idempotent without an inbox: the order keeps its transaction id, and each Stripe write carries
 * a key derived from what it records. The demo table records nothing, so it subscribes to nothing.
 */
@Injectable()
export class TaxTransactionsConsumer implements EventConsumer {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(SALES_TAX) private readonly tax: SalesTax,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { orders, tax } = this;
    if (tax.name === 'demo-table') return;
    await bus.subscribeTo(orderPaidEvent, 'cart-checkout.tax-transactions', async ({ payload }) => {
      const order = await orders.taxRecordOf(payload.orderId);
      if (!order?.taxCalculationId || order.taxTransactionId) return;
      const reference = `${payload.orderNumber} ${payload.paymentIntentId}`;
      const transactionId = await tax.recordTransaction(order.taxCalculationId, reference);
      if (transactionId) await orders.setTaxTransaction(payload.orderId, transactionId);
    });
    await bus.subscribeTo(orderRefundedEvent, 'cart-checkout.tax-reversals', async ({ payload }) => {
      const order = await orders.taxRecordOf(payload.orderId);
      if (!order?.taxCalculationId) return;
      // Paid and refunded in quick succession: the sale's transaction comes first (a retry waits for it).
      if (!order.taxTransactionId) throw new Error(`order ${payload.orderId} has no tax transaction yet`);
      await tax.reverseTransaction(order.taxTransactionId, {
        reference: `${payload.receipt.orderNumber} refund ${payload.refundId}`,
        amountCents: toCents(payload.amount),
      });
    });
  }
}
