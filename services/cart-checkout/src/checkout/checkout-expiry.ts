import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CartCheckoutIntervals } from '../cart-checkout-intervals.js';
import { FulfilmentService } from '../fulfilment/fulfilment.service.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutsRepository } from './checkouts.repository.js';

const BATCH = 50;

/**
 * Settles open checkouts whose hold ran out: a payment that succeeded meanwhile (or whose order
 * write was cut short by a crash) is fulfilled; otherwise the intent is cancelled, so no payment
 * can land any more, and the hold released. Catalog's own sweeper frees the stock even while this
 * service is down; this one keeps the two sides in step once it is back.
 */
@Injectable()
export class CheckoutExpiry extends PeriodicTask<void> {
  constructor(
    checkouts: CheckoutsRepository,
    checkoutService: CheckoutService,
    fulfilment: FulfilmentService,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CartCheckoutIntervals,
  ) {
    super({
      name: 'checkout expiry pass',
      intervalMs: intervals.expirySweepMs,
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
}
