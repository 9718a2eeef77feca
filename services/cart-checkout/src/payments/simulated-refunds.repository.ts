import { randomBytes } from 'node:crypto';
import { formatCents } from '../checkout/pricing.js';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { type ProviderRefund, RefundRefusedError, type RefundRequest } from './payment-provider.js';

type RefundRow = Prisma.SimulatedRefundGetPayload<object>;

const toRefund = (row: RefundRow): ProviderRefund => ({
  id: row.id,
  amountCents: row.amountCents,
  status: 'succeeded',
  orderRefundId: (row.metadata as { orderRefundId?: string }).orderRefundId ?? null,
  reason: null,
  createdAt: row.createdAt,
});

/**
 * The simulated provider's refunds, with Stripe's rules: one refund per idempotency key (a retry
 * answers the first), only of a payment that succeeded, never more in all than it charged. The
 * payment's row is locked while the total is checked, so two refunds at once cannot both pass.
 */
export class SimulatedRefundsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  refund(request: RefundRequest): Promise<ProviderRefund> {
    return this.db.transaction(async (tx) => {
      const [intent] = await tx.$queryRaw<Array<{ status: string; amount_cents: number }>>`
        SELECT status, amount_cents FROM "cart_checkout"."simulated_payment_intents"
        WHERE id = ${request.paymentIntentId} FOR UPDATE`;
      const earlier = await tx.simulatedRefund.findUnique({
        where: { idempotencyKey: request.idempotencyKey },
      });
      if (earlier) return toRefund(earlier);
      if (!intent || intent.status !== 'succeeded')
        throw new RefundRefusedError('This payment has no successful charge to refund.');
      const { _sum } = await tx.simulatedRefund.aggregate({
        where: { paymentIntentId: request.paymentIntentId },
        _sum: { amountCents: true },
      });
      const left = intent.amount_cents - (_sum.amountCents ?? 0);
      if (request.amountCents > left)
        throw new RefundRefusedError(
          `Refund amount ($${formatCents(request.amountCents)}) is greater than unrefunded amount on charge ($${formatCents(left)})`,
        );
      const row = await tx.simulatedRefund.create({
        data: {
          id: `re_sim_${randomBytes(12).toString('hex')}`,
          paymentIntentId: request.paymentIntentId,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          metadata: request.metadata,
        },
      });
      return toRefund(row);
    });
  }

  async refundsOf(paymentIntentId: string): Promise<ProviderRefund[]> {
    const rows = await this.db.prisma.simulatedRefund.findMany({
      where: { paymentIntentId },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map(toRefund);
  }
}
