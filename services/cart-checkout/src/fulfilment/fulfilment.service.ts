import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Order } from '@atelier/contracts';
import type { Logger } from 'pino';
import { CatalogUnavailableError, StockHoldsClient } from '../catalog-client/stock-holds.client.js';
import { type CheckoutRow, CheckoutsRepository } from '../checkout/checkouts.repository.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { PAYMENT_PROVIDER, SERVICE_LOGGER } from '../tokens.js';
import type { PaymentProvider } from '../payments/payment-provider.js';

/** What became of a checkout's payment. */
export type CheckoutFulfilment =
  { state: 'paid'; order: Order } | { state: 'processing' } | { state: 'refunded' } | { state: 'failed' };

/** ... or `unknown`: a payment no checkout of this store made (the webhook hears of every one). */
export type Fulfilment = CheckoutFulfilment | { state: 'unknown' };

export const HOLD_LOST_REASON =
  'The piece was no longer reserved when your payment arrived, so your payment has been refunded.';

/**
 * Turns a payment into an order, exactly once, however often and in whatever order the webhook,
 * the return page, process-payment and the expiry sweep ask. Only the provider's own record of the
 * intent counts. A succeeded payment first confirms its stock hold in catalog (so it can no longer
 * expire); if the hold was already lost, the payment is refunded and no order is made.
 */
@Injectable()
export class FulfilmentService {
  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly orders: OrdersRepository,
    private readonly holds: StockHoldsClient,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async fulfil(paymentIntentId: string): Promise<Fulfilment> {
    const checkout = await this.checkouts.findByIntent(paymentIntentId);
    return checkout ? this.fulfilCheckout(checkout) : { state: 'unknown' };
  }

  async fulfilCheckout(checkout: CheckoutRow): Promise<CheckoutFulfilment> {
    const recorded = await this.settled(checkout);
    if (recorded) return recorded;
    const intent = await this.provider.retrieveIntent(checkout.paymentIntentId!);
    if (intent.status === 'canceled') {
      await this.catalog(() => this.holds.release(checkout.holdId));
      await this.checkouts.close(checkout.id, 'cancelled');
      return { state: 'failed' };
    }
    if (intent.status !== 'succeeded') return { state: 'processing' };
    if (intent.amountCents !== checkout.totalCents)
      throw new Error(
        `intent ${intent.id} is for ${intent.amountCents} cents, checkout ${checkout.id} for ${checkout.totalCents}`,
      );
    const hold = await this.catalog(() => this.holds.confirm(checkout.holdId));
    if (!hold) {
      this.logger.warn(
        { checkoutId: checkout.id, paymentIntentId: intent.id },
        'paid after its hold was lost: refunding',
      );
      await this.provider.refund(intent.id);
      await this.orders.recordRefunded(checkout, HOLD_LOST_REASON);
      return { state: 'refunded' };
    }
    return { state: 'paid', order: await this.orders.recordPaid(checkout) };
  }

  /**
   * Catalog out of reach (a replica draining in a rolling restart, a network blip): a 503 the
   * caller may repeat, never a 500. Nothing is recorded yet, so the next ask (the shopper again,
   * process-payment, the provider's webhook retry, the expiry sweep) fulfils it.
   */
  private async catalog<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof CatalogUnavailableError)) throw error;
      this.logger.error({ err: error }, 'catalog unavailable while fulfilling a payment');
      throw new ServiceUnavailableException('Checkout is briefly unavailable; please try again');
    }
  }

  /** What an earlier call already settled: the order, or the refund. */
  private async settled(checkout: CheckoutRow): Promise<CheckoutFulfilment | null> {
    if (checkout.status === 'refunded') return { state: 'refunded' };
    if (checkout.status === 'paid') {
      const order = await this.orders.findByCheckout(checkout.id);
      if (order) return { state: 'paid', order };
    }
    if (!checkout.paymentIntentId) return { state: 'failed' };
    return null;
  }
}
