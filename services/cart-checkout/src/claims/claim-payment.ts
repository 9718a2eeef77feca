import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import { type CheckoutRow, CheckoutsRepository } from '../checkout/checkouts.repository.js';
import { FulfilmentService } from '../fulfilment/fulfilment.service.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { PAYMENT_PROVIDER, SERVICE_LOGGER } from '../tokens.js';
import { type ChargedCard, type ClaimRow, ClaimsRepository } from './claims.repository.js';
import { compensate } from './release-flow.js';

export type ClaimPaymentResult =
  | { outcome: 'paid'; orderId: number }
  | { outcome: 'declined'; message: string }
  /** Catalog would not hold the piece for this award (it is no longer this claim's). */
  | { outcome: 'unavailable' }
  /** Catalog or the provider out of reach: the claim stays 'paying' and the sweeper finishes it. */
  | { outcome: 'pending' };

/**
 * Pays a claim that is 'paying': holds the piece with the existing stock holds (the award lets the
 * hold take a piece kept for its sale), charges the card the claim started paying with, off-session,
 * with the claim id as the idempotency key (the same parameters every time, as Stripe requires of a
 * key, even if the buyer has put another card on file since), then makes the order through the
 * existing fulfilment (which confirms the hold, records the order and checkout.order.paid, and with
 * it checkout.claim.paid). What a payment that cannot go on undoes is the release flow's
 * (release-flow.ts). Every step is idempotent (hold id, claim id, checkout id), so the sweeper
 * can run it again after a crash and the card is charged once.
 */
@Injectable()
export class ClaimPayment {
  /** How long the claim's hold lasts: the payment takes seconds; the margin covers a resumed run. */
  static readonly HOLD_SECONDS = 30 * 60;

  constructor(
    private readonly claims: ClaimsRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly holds: StockHoldsClient,
    private readonly fulfilment: FulfilmentService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /** What the release flow's compensations touch (release-flow.ts). */
  private readonly parts = () => ({ holds: this.holds, checkouts: this.checkouts, claims: this.claims });

  async settle(claim: ClaimRow, checkout: CheckoutRow, card: ChargedCard): Promise<ClaimPaymentResult> {
    try {
      return await this.run(claim, checkout, card);
    } catch (err) {
      // Nothing half-done is lost: the claim is still 'paying' and every step repeats safely.
      this.logger.warn({ err, claimId: claim.id }, 'claim payment interrupted; the sweeper finishes it');
      return { outcome: 'pending' };
    }
  }

  private async run(claim: ClaimRow, checkout: CheckoutRow, card: ChargedCard): Promise<ClaimPaymentResult> {
    if (!checkout.paymentIntentId) {
      const held = await this.holds.reserve({
        holdId: checkout.holdId,
        lines: [{ productId: claim.productId, quantity: 1 }],
        ttlSeconds: ClaimPayment.HOLD_SECONDS,
        awardId: claim.awardId,
      });
      if (held.outcome === 'short' || held.hold.status === 'released') {
        await compensate(this.parts(), 'pieceNotHeld', claim.id, checkout);
        return { outcome: 'unavailable' };
      }
      const charge = await this.provider.chargeOffSession({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountCents: checkout.totalCents,
        idempotencyKey: claim.id,
        metadata: { claimId: claim.id, checkoutId: checkout.id, holdId: checkout.holdId },
        description: `Atelier: ${claim.productName} (claim ${claim.id})`,
      });
      if (charge.outcome === 'declined') {
        await compensate(this.parts(), 'cardDeclined', claim.id, checkout);
        return { outcome: 'declined', message: charge.message };
      }
      checkout = await this.checkouts.attachIntent(checkout.id, charge.paymentIntentId, '');
    }
    const result = await this.fulfilment.fulfilCheckout(checkout);
    if (result.state === 'paid') return { outcome: 'paid', orderId: result.order.id };
    if (result.state === 'refunded' || result.state === 'failed') {
      await compensate(this.parts(), 'lostAfterCharge', claim.id, checkout);
      return { outcome: 'declined', message: 'the piece could not be held, so the payment was refunded' };
    }
    return { outcome: 'pending' };
  }
}
