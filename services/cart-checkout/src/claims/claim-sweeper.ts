import { PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import type { CheckoutsRepository } from '../checkout/checkouts.repository.js';
import type { ClaimPayment } from './claim-payment.js';
import type { ClaimsRepository } from './claims.repository.js';

const BATCH = 50;
/** A claim still 'paying' after this was cut short (a crash, catalog or the provider away). */
const STUCK_AFTER_MS = 2 * 60_000;

/**
 * Lapses claims whose link expired unused (checkout.claim.lapsed 'expired': catalog offers the
 * piece to the next in line), and finishes payments cut short. Each lapse is conditional on the
 * claim still being offered and past its expiry, so a payment that started in time always wins.
 */
export class ClaimSweeper {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly claims: ClaimsRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly payment: ClaimPayment,
    private readonly logger: Logger,
    intervalMs: number,
  ) {
    this.periodic = new PeriodicTask(() => this.sweepOnce(), intervalMs);
  }

  start = () => this.periodic.start();
  stop = () => this.periodic.stop();
  /** One pass (or the one under way); how many claims it lapsed. */
  sweep = () => this.periodic.runNow();

  private async sweepOnce(): Promise<number> {
    let lapsed = 0;
    try {
      for (const id of await this.claims.expiredOffered(BATCH))
        if (await this.claims.lapse(id, 'expired', 'offered')) lapsed++;
      await this.finishStuckPayments();
    } catch (err) {
      this.logger.warn({ err }, 'claim sweep failed; retrying on the next pass');
    }
    return lapsed;
  }

  private async finishStuckPayments() {
    for (const claim of await this.claims.stuckPaying(new Date(Date.now() - STUCK_AFTER_MS), BATCH)) {
      const checkout = claim.checkoutId ? await this.checkouts.findById(claim.checkoutId) : null;
      const card = await this.cards.find(claim.buyerId);
      if (!checkout || !card) {
        await this.claims.lapse(claim.id, 'payment_failed', 'paying');
        continue;
      }
      const result = await this.payment.settle(claim, checkout, card);
      this.logger.info({ claimId: claim.id, outcome: result.outcome }, 'interrupted claim payment resumed');
    }
  }
}
