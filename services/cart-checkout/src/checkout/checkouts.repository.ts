import { Injectable } from '@nestjs/common';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { RecipientDetails } from '../orders/recipient-details.js';
import type { TaxedTotals } from '../tax/sales-tax-calculator.js';
import type { PricedLine, Totals } from './pricing.js';

export type CheckoutRow = Prisma.CheckoutGetPayload<object>;
export type CheckoutKind = 'cart' | 'single' | 'claim';

export const linesOf = (checkout: CheckoutRow): PricedLine[] => checkout.lines as unknown as PricedLine[];

/** Payment attempts: each one a stock hold in catalog and a payment intent with the provider. */
@Injectable()
export class CheckoutsRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  insert(data: {
    id: string;
    sessionId: string;
    kind: CheckoutKind;
    holdId: string;
    lines: PricedLine[];
    totals: Totals;
    holdExpiresAt: Date;
    clientAddress: string;
    confirmationToken: string;
  }): Promise<CheckoutRow> {
    return this.db.prisma.checkout.create({
      data: {
        id: data.id,
        sessionId: data.sessionId,
        kind: data.kind,
        holdId: data.holdId,
        lines: data.lines as unknown as Prisma.InputJsonValue,
        ...data.totals,
        holdExpiresAt: data.holdExpiresAt,
        clientAddress: data.clientAddress,
        confirmationToken: data.confirmationToken,
      },
    });
  }

  /**
   * Records that the shopper pressed Pay: where to deliver, the tax it owes and the hold's new end.
   * False when the checkout was settled meanwhile (paid, cancelled, expired and swept).
   */
  async beginPayment(
    id: string,
    details: RecipientDetails,
    holdExpiresAt: Date,
    paymentStartedAt: Date,
    taxed: TaxedTotals,
    buyerId: string | null = null,
  ): Promise<boolean> {
    const { count } = await this.db.prisma.checkout.updateMany({
      where: { id, status: 'open' },
      data: {
        // A verified buyer signed in when Pay is pressed: the order will be theirs (issue 34).
        ...(buyerId ? { buyerId } : {}),
        deliveryDetails: details as unknown as Prisma.InputJsonValue,
        holdExpiresAt,
        paymentStartedAt,
        // What the card is charged now: the tax for this address (total = subtotal + shipping + tax).
        taxCents: taxed.totals.taxCents,
        totalCents: taxed.totals.totalCents,
        taxCalculationId: taxed.calculationId,
        taxAddress: details.shippingAddress,
        updatedAt: new Date(),
      },
    });
    return count === 1;
  }

  findByConfirmationToken(confirmationToken: string): Promise<CheckoutRow | null> {
    return this.db.prisma.checkout.findUnique({ where: { confirmationToken } });
  }

  attachIntent(id: string, paymentIntentId: string, clientSecret: string): Promise<CheckoutRow> {
    return this.db.prisma.checkout.update({
      where: { id },
      data: { paymentIntentId, clientSecret, updatedAt: new Date() },
    });
  }

  /** Moves an open checkout to a final status; false when it was no longer open. */
  async close(id: string, status: 'failed' | 'cancelled', from: string[] = ['open']): Promise<boolean> {
    const { count } = await this.db.prisma.checkout.updateMany({
      where: { id, status: { in: from } },
      data: { status, updatedAt: new Date() },
    });
    return count === 1;
  }

  /** The session's open checkouts whose hold has not run out (margin: a hold about to expire is not reused). */
  openFor(sessionId: string, validAfter: Date): Promise<CheckoutRow[]> {
    return this.db.prisma.checkout.findMany({
      where: { sessionId, status: 'open', holdExpiresAt: { gt: validAfter } },
      orderBy: { createdAt: 'desc' },
    });
  }

  countCreatedSince(sessionId: string, since: Date): Promise<number> {
    return this.db.prisma.checkout.count({ where: { sessionId, createdAt: { gt: since } } });
  }

  /** Open checkouts from one client address whose hold still runs, whatever their sessions. */
  openFromAddress(clientAddress: string, now: Date): Promise<CheckoutRow[]> {
    return this.db.prisma.checkout.findMany({
      where: { clientAddress, status: 'open', holdExpiresAt: { gt: now } },
    });
  }

  countCreatedFromAddressSince(clientAddress: string, since: Date): Promise<number> {
    return this.db.prisma.checkout.count({ where: { clientAddress, createdAt: { gt: since } } });
  }

  findById(id: string): Promise<CheckoutRow | null> {
    return this.db.prisma.checkout.findUnique({ where: { id } });
  }

  findByIntent(paymentIntentId: string): Promise<CheckoutRow | null> {
    return this.db.prisma.checkout.findUnique({ where: { paymentIntentId } });
  }

  /** The session's latest cart checkout with an intent (process-payment names no intent). */
  latestCartCheckout(sessionId: string): Promise<CheckoutRow | null> {
    return this.db.prisma.checkout.findFirst({
      where: { sessionId, kind: 'cart', paymentIntentId: { not: null } },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** Open checkouts whose hold ran out: the expiry sweep settles each one. */
  expiredOpen(now: Date, limit: number): Promise<CheckoutRow[]> {
    return this.db.prisma.checkout.findMany({
      where: { status: 'open', holdExpiresAt: { lt: now } },
      orderBy: { holdExpiresAt: 'asc' },
      take: limit,
    });
  }
}
