import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { CartCheckoutIntervals } from '../cart-checkout-intervals.js';
import { CheckoutsRepository } from '../checkout/checkouts.repository.js';
import { ClaimPayment } from './claim-payment.js';
import { chargedCardOf, ClaimsRepository } from './claims.repository.js';

const BATCH = 50;
/** A claim still 'paying' after this was cut short (a crash, catalog or the provider away). */
const STUCK_AFTER_MS = 2 * 60_000;

interface ClaimSweeperDeps {
  claims: ClaimsRepository;
  checkouts: CheckoutsRepository;
  cards: BuyerCardsRepository;
  payment: ClaimPayment;
  logger: Logger;
}

/**
 * Lapses claims whose link expired unused (checkout.claim.lapsed 'expired': catalog offers the
 * piece to the next in line), and finishes payments cut short. Each lapse is conditional on the
 * claim still being offered and past its expiry, so a payment that started in time always wins.
 * A pass answers how many claims it lapsed.
 */
@Injectable()
export class ClaimSweeper extends PeriodicTask<number> {
  constructor(
    claims: ClaimsRepository,
    checkouts: CheckoutsRepository,
    cards: BuyerCardsRepository,
    payment: ClaimPayment,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CartCheckoutIntervals,
  ) {
    const deps: ClaimSweeperDeps = { claims, checkouts, cards, payment, logger };
    super({
      name: 'claim sweep',
      intervalMs: intervals.claimSweepMs,
      logger: deps.logger,
      pass: async () => {
        const expired = await deps.claims.expiredOffered(BATCH);
        const lapsed = await countSettled(expired, (id) => deps.claims.lapse(id, 'expired', 'offered'));
        await finishStuckPayments(deps);
        return lapsed;
      },
    });
  }
}

async function finishStuckPayments({ claims, checkouts, cards, payment, logger }: ClaimSweeperDeps) {
  for (const claim of await claims.stuckPaying(new Date(Date.now() - STUCK_AFTER_MS), BATCH)) {
    const checkout = claim.checkoutId ? await checkouts.findById(claim.checkoutId) : null;
    // The card it started with; a claim from before that was kept resumes with the card on file.
    const card = chargedCardOf(claim) ?? (await cards.find(claim.buyerId));
    if (!checkout || !card) {
      await claims.lapse(claim.id, 'payment_failed', 'paying');
      continue;
    }
    const result = await payment.settle(claim, checkout, card);
    logger.info({ claimId: claim.id, outcome: result.outcome }, 'interrupted claim payment resumed');
  }
}
