import { PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { FulfilmentService } from '../fulfilment/fulfilment.service.js';
import type { CheckoutService } from './checkout.service.js';
import type { CheckoutsRepository } from './checkouts.repository.js';

const BATCH = 50;

/**
 * Settles open checkouts whose hold ran out: a payment that succeeded meanwhile (or whose order
 * write was cut short by a crash) is fulfilled; otherwise the intent is cancelled, so no payment
 * can land any more, and the hold released. Catalog's own sweeper frees the stock even while this
 * service is down; this one keeps the two sides in step once it is back.
 */
export function createCheckoutExpiry(
  deps: {
    checkouts: CheckoutsRepository;
    checkout: CheckoutService;
    fulfilment: FulfilmentService;
    logger: Logger;
  },
  intervalMs: number,
) {
  const { checkouts, checkout: checkoutService, fulfilment, logger } = deps;
  return new PeriodicTask({
    name: 'checkout expiry pass',
    intervalMs,
    logger,
    pass: async () => {
      // One checkout failing to settle leaves the rest of the batch to go on.
      for (const checkout of await checkouts.expiredOpen(new Date(), BATCH)) {
        try {
          const result = checkout.paymentIntentId ? await fulfilment.fulfilCheckout(checkout) : null;
          if (!result || result.state === 'processing') await checkoutService.abandon(checkout);
        } catch (err) {
          logger.warn(
            { err, checkoutId: checkout.id },
            'settling an expired checkout failed; retrying later',
          );
        }
      }
    },
  });
}
