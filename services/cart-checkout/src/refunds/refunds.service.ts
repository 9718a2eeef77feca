import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Order, OrderRefundInput } from '@atelier/contracts';
import type { Logger } from 'pino';
import { formatCents, toCents } from '../checkout/pricing.js';
import {
  type PaymentProvider,
  type ProviderRefund,
  RefundRefusedError,
} from '../payments/payment-provider.js';
import { PAYMENT_PROVIDER, SERVICE_LOGGER } from '../tokens.js';
import { type RefundRow, RefundsRepository } from './refunds.repository.js';

// Stripe's reason codes, as the owner reads them on the order.
const PROVIDER_REASONS: Record<string, string> = {
  requested_by_customer: "at the buyer's request",
  duplicate: 'a duplicate payment',
  fraudulent: 'a fraudulent payment',
};

/** How a refund made in Stripe's dashboard reads on the order. */
export const providerRefundReason = (made: ProviderRefund) =>
  made.reason ? `Refunded in Stripe: ${PROVIDER_REASONS[made.reason] ?? made.reason}` : 'Refunded in Stripe';

/**
 * Refunds (issue 32 item 3). The owner refunds all or part of an order with a reason: the refund is
 * written first (pending, counted against what is left, named by the dialog's idempotency key),
 * then the provider is asked under a key derived from it, so a double click, a retry or a lost
 * answer refunds once. Refunds made in Stripe's own dashboard are reconciled from charge.refunded:
 * each recorded once by its id, the pieces left sold.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly refunds: RefundsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async refund(orderId: number, input: OrderRefundInput): Promise<Order> {
    const opened = await this.refunds.open(orderId, {
      idempotencyKey: input.idempotencyKey,
      amountCents: toCents(input.amount),
      reason: input.reason,
      restock: input.restock,
    });
    switch (opened.outcome) {
      case 'no-order':
        throw new NotFoundException(`Order ${orderId} not found`);
      case 'key-reused':
        throw new UnprocessableEntityException(
          'idempotencyKey was already used for another refund: open the refund again to make a new one',
        );
      case 'too-much': {
        const problem =
          opened.leftCents === 0
            ? `Order ${opened.orderNumber} has nothing left to refund`
            : `$${input.amount} is more than the $${formatCents(opened.leftCents)} left to refund on order ${opened.orderNumber}`;
        // Named like a validation issue, so the dialog shows it under the amount.
        throw new UnprocessableEntityException({
          message: opened.leftCents === 0 ? problem : `amount: ${problem}`,
          issues: [{ path: 'amount', message: problem }],
        });
      }
    }
    const { refund } = opened;
    if (refund.status === 'failed')
      throw new ConflictException(`The payment provider refused this refund: ${refund.failure}`);
    if (refund.status === 'pending') await this.ask(refund, opened.paymentIntentId);
    return (await this.refunds.find(orderId))!;
  }

  /** charge.refunded: every refund the provider has of this payment, each recorded once. */
  async reconcile(paymentIntentId: string): Promise<void> {
    const orderId = await this.refunds.orderIdOfPayment(paymentIntentId);
    // A payment refunded whole because its piece was no longer held made no order.
    if (orderId === null) return;
    for (const made of await this.provider.refundsOf(paymentIntentId)) {
      if (made.status === 'failed' || made.status === 'canceled') continue;
      const ours = made.orderRefundId ? await this.refunds.complete(made.orderRefundId, made) : null;
      if (!ours && (await this.refunds.recordFromProvider(orderId, made, providerRefundReason(made))))
        this.logger.info({ orderId, refundId: made.id }, 'refund made in Stripe recorded');
    }
  }

  /** Asks the provider for a pending refund, under a key its row fixes, and records the answer. */
  private async ask(refund: RefundRow, paymentIntentId: string): Promise<void> {
    let made: ProviderRefund;
    try {
      made = await this.provider.refundPayment({
        paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `order-refund-${refund.id}`,
        metadata: { orderRefundId: refund.id, orderId: String(refund.orderId), reason: refund.reason },
      });
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        await this.refunds.fail(refund.id, error.message);
        throw new ConflictException(`The payment provider refused this refund: ${error.message}`);
      }
      // The answer was lost or never came: the refund stays pending, and asking again is safe.
      this.logger.error({ err: error, refundId: refund.id }, 'refund request failed');
      throw new ServiceUnavailableException(
        'The payment provider did not answer, so the refund may not be made yet. Press Refund again: it will not refund twice.',
      );
    }
    if (made.status === 'failed' || made.status === 'canceled') {
      await this.refunds.fail(refund.id, `the refund ${made.status}`);
      throw new ConflictException(`The payment provider could not make this refund (it ${made.status})`);
    }
    await this.refunds.complete(refund.id, made);
  }
}
