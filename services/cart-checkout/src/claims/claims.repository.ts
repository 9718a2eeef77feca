import { Injectable } from '@nestjs/common';
import {
  claimLapsedEvent,
  claimOfferedEvent,
  claimPaidEvent,
  type ClaimState,
  type pieceAwardedEvent,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import type { z } from 'zod';
import { CartCheckoutDatabase, type CartCheckoutTransaction } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { CheckoutRow } from '../checkout/checkouts.repository.js';
import type { PricedLine } from '../checkout/pricing.js';
import type { RecipientDetails } from '../orders/recipient-details.js';
import type { TaxedTotals } from '../tax/sales-tax-calculator.js';

export type Award = z.infer<typeof pieceAwardedEvent.payload>;
export type ClaimRow = Prisma.ClaimGetPayload<object>;
export type LapseReason = 'expired' | 'payment_failed';

/** The card a claim's payment charges (kept on the claim: a resumed payment charges the same one). */
export interface ChargedCard {
  customerId: string | null;
  paymentMethodId: string;
}

/** The card a claim started paying with; null for a claim that started before it was kept. */
export const chargedCardOf = (claim: ClaimRow): ChargedCard | null =>
  claim.chargePaymentMethodId
    ? { customerId: claim.chargeCustomerId, paymentMethodId: claim.chargePaymentMethodId }
    : null;

export interface ClaimCheckout {
  id: string;
  holdId: string;
  lines: PricedLine[];
  /** The price, shipping and the sales tax of the delivery address. */
  taxed: TaxedTotals;
  holdExpiresAt: Date;
  confirmationToken: string;
  deliveryDetails: RecipientDetails;
}

const claimOf = (claim: ClaimRow) => ({
  claimId: claim.id,
  awardId: claim.awardId,
  source: claim.source as Award['source'],
  sourceId: claim.sourceId,
  productId: claim.productId,
  buyerId: claim.buyerId,
});

/**
 * Claims. Every change of state is one conditional UPDATE of the claim row (never read, then
 * write), so a link used twice, a payment racing the expiry sweep, or two sweepers each find the
 * claim moved by the other and change nothing. Each change records its event in the same
 * transaction (outbox).
 */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  find(id: string): Promise<ClaimRow | null> {
    return this.db.prisma.claim.findUnique({ where: { id } });
  }

  /** A buyer's claims still to pay (offered and unexpired), soonest to expire first. */
  openOf(buyerId: string): Promise<ClaimRow[]> {
    return this.db.prisma.claim.findMany({
      where: { buyerId, state: 'offered', expiresAt: { gt: new Date() } },
      orderBy: { expiresAt: 'asc' },
      take: 50,
    });
  }

  /**
   * Exactly one claim per award (award_id is unique): a redelivered award changes nothing. Written in
   * the award event's inbox transaction, with claim.offered (outbox).
   */
  async offer(
    tx: CartCheckoutTransaction,
    claimId: string,
    award: Award,
    expiresAt: Date,
    claimPath: string,
  ): Promise<boolean> {
    const { count } = await tx.claim.createMany({
      data: [
        {
          id: claimId,
          awardId: award.awardId,
          source: award.source,
          sourceId: award.sourceId,
          productId: award.productId,
          productName: award.productName,
          buyerId: award.buyerId,
          price: award.price,
          rank: award.rank,
          expiresAt,
        },
      ],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    const event = newEvent(claimOfferedEvent, {
      ...award,
      claimId,
      expiresAt: expiresAt.toISOString(),
      claimPath,
    });
    await recordEvent(tx, event, `claim:${claimId}`);
    return true;
  }

  /**
   * Uses the link: offered → paying, only before the claim's expiry on the database's clock, with
   * the checkout that will carry the payment and the card it charges. Null when the claim was not
   * offered any more.
   */
  startPaying(
    claimId: string,
    checkout: ClaimCheckout,
    sessionId: string,
    card: ChargedCard,
  ): Promise<CheckoutRow | null> {
    return this.db.transaction(async (tx) => {
      const taken = await tx.$executeRaw`
        UPDATE cart_checkout.claims SET state = 'paying', checkout_id = ${checkout.id}::uuid,
          charge_customer_id = ${card.customerId}, charge_payment_method_id = ${card.paymentMethodId},
          updated_at = now()
        WHERE id = ${claimId}::uuid AND state = 'offered' AND expires_at > clock_timestamp()`;
      if (taken === 0) return null;
      return tx.checkout.create({
        data: {
          id: checkout.id,
          sessionId,
          kind: 'claim',
          holdId: checkout.holdId,
          lines: checkout.lines as unknown as Prisma.InputJsonValue,
          ...checkout.taxed.totals,
          taxCalculationId: checkout.taxed.calculationId,
          taxAddress: checkout.deliveryDetails.shippingAddress,
          holdExpiresAt: checkout.holdExpiresAt,
          paymentStartedAt: new Date(),
          deliveryDetails: checkout.deliveryDetails as unknown as Prisma.InputJsonValue,
          confirmationToken: checkout.confirmationToken,
        },
      });
    });
  }

  /** The piece could not be held: the link may be used again until the claim expires. */
  async reopen(claimId: string): Promise<void> {
    await this.db.prisma.claim.updateMany({
      where: { id: claimId, state: 'paying' },
      data: { state: 'offered', checkoutId: null, updatedAt: new Date() },
    });
  }

  /**
   * Ends a claim unpaid and tells catalog (the next in line gets the piece). 'expired' only once
   * the expiry has passed on the database's clock; false when the claim was no longer in `from`.
   */
  lapse(claimId: string, reason: LapseReason, from: ClaimState): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed =
        reason === 'expired'
          ? await tx.$executeRaw`
              UPDATE cart_checkout.claims SET state = 'lapsed', lapse_reason = 'expired', updated_at = now()
              WHERE id = ${claimId}::uuid AND state = ${from} AND expires_at <= clock_timestamp()`
          : await tx.$executeRaw`
              UPDATE cart_checkout.claims SET state = 'lapsed', lapse_reason = 'payment_failed', updated_at = now()
              WHERE id = ${claimId}::uuid AND state = ${from}`;
      if (changed === 0) return false;
      const claim = await tx.claim.findUniqueOrThrow({ where: { id: claimId } });
      const event = newEvent(claimLapsedEvent, { ...claimOf(claim), reason });
      await recordEvent(tx, event, `claim:${claimId}`);
      return true;
    });
  }

  /** Offered claims past their expiry (the sweeper lapses them). */
  async expiredOffered(limit: number): Promise<string[]> {
    const rows = await this.db.prisma.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM cart_checkout.claims
      WHERE state = 'offered' AND expires_at <= clock_timestamp() ORDER BY expires_at LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  /** Seconds since the oldest claim still paying started paying (0: none): a metric, alerted on. */
  async oldestPayingAgeSeconds(): Promise<number> {
    const [row] = await this.db.prisma.$queryRaw<Array<{ age: number }>>`
      SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(updated_at)), 0)::float8 AS age
      FROM cart_checkout.claims WHERE state = 'paying'`;
    return Number(row?.age ?? 0);
  }

  /** Claims left paying since before `before` (a crash mid-payment): the sweeper finishes them. */
  async stuckPaying(before: Date, limit: number): Promise<ClaimRow[]> {
    return this.db.prisma.claim.findMany({
      where: { state: 'paying', updatedAt: { lt: before } },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
  }
}

/**
 * The claim's order was made: inside the order's own transaction (OrdersRepository.recordPaid), so
 * the order, checkout.order.paid and checkout.claim.paid commit together or not at all.
 */
export async function settleClaimPaid(tx: CartCheckoutTransaction, checkoutId: string, orderId: number) {
  const { count } = await tx.claim.updateMany({
    where: { checkoutId, state: 'paying' },
    data: { state: 'paid', orderId, updatedAt: new Date() },
  });
  if (count === 0) return;
  const claim = await tx.claim.findUniqueOrThrow({ where: { checkoutId } });
  const event = newEvent(claimPaidEvent, { ...claimOf(claim), orderId });
  await recordEvent(tx, event, `claim:${claim.id}`);
}
