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
export class CheckoutExpiry {
  private readonly periodic: PeriodicTask<void>;

  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly checkout: CheckoutService,
    private readonly fulfilment: FulfilmentService,
    private readonly logger: Logger,
    intervalMs: number,
  ) {
    this.periodic = new PeriodicTask(() => this.settleExpired(), intervalMs);
  }

  start = () => this.periodic.start();
  stop = () => this.periodic.stop();
  sweep = () => this.periodic.runNow();

  private async settleExpired(): Promise<void> {
    for (const checkout of await this.checkouts.expiredOpen(new Date(), BATCH)) {
      try {
        const result = checkout.paymentIntentId ? await this.fulfilment.fulfilCheckout(checkout) : null;
        if (!result || result.state === 'processing') await this.checkout.abandon(checkout);
      } catch (err) {
        this.logger.warn(
          { err, checkoutId: checkout.id },
          'settling an expired checkout failed; retrying later',
        );
      }
    }
  }
}
