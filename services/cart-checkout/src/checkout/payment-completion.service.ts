import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Order, type OrderConfirmation, type ProcessPaymentInput } from '@atelier/contracts';
import type { Logger } from 'pino';
import { FulfilmentService, HOLD_LOST_REASON } from '../fulfilment/fulfilment.service.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { recipientDetailsOf } from '../orders/recipient-details.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { PAYMENT_PROVIDER, SERVICE_LOGGER } from '../tokens.js';
import { confirmationPathOf } from './checkout.service.js';
import { type CheckoutRow, CheckoutsRepository } from './checkouts.repository.js';

/** What the shopper's browser reports after paying: the form for the order, the confirmation page. */
@Injectable()
export class PaymentCompletionService {
  constructor(
    private readonly checkouts: CheckoutsRepository,
    private readonly fulfilment: FulfilmentService,
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * POST /api/process-payment: after the card is confirmed. Fulfils the payment if the webhook has
   * not yet (the order is made once either way), then stores the recipient, addresses and delivery
   * instructions on the order, once.
   */
  async process(input: ProcessPaymentInput): Promise<{ orderNumber: string; status: string }> {
    const checkout = input.paymentIntentId
      ? await this.checkouts.findByIntent(input.paymentIntentId)
      : await this.checkouts.latestCartCheckout(input.sessionId);
    if (!checkout || checkout.sessionId !== input.sessionId)
      throw new NotFoundException('No payment found for this session');
    const result = await this.fulfilment.fulfilCheckout(checkout);
    if (result.state === 'refunded') throw new ConflictException(HOLD_LOST_REASON);
    if (result.state !== 'paid')
      throw new ConflictException('The payment has not been confirmed by the card provider');
    // Once the order has its details, a replay (or a stranger holding the session and intent)
    // changes nothing: it gets the order as it is. Later changes are the admin's, before shipping.
    const saved = await this.orders.saveRecipientOnce(result.order.id, recipientDetailsOf(input.paymentData));
    if (!saved) return { orderNumber: result.order.number, status: result.order.status };
    await this.sendReceipt(saved);
    return { orderNumber: saved.number, status: saved.status };
  }

  /** GET /api/checkout/confirmation: only the session that paid sees its order. */
  async confirmation(paymentIntentId: string, sessionId: string): Promise<OrderConfirmation> {
    const checkout = await this.checkouts.findByIntent(paymentIntentId);
    if (!checkout || checkout.sessionId !== sessionId)
      throw new NotFoundException('No such payment for this session');
    return this.confirmationOf(checkout);
  }

  /**
   * GET /api/order-confirmations/{token}: the page the buyer lands on after paying and comes back to
   * from the receipt. The token is the key (no session: the receipt may be opened on another device).
   */
  async confirmationByToken(token: string): Promise<OrderConfirmation> {
    const checkout = await this.checkouts.findByConfirmationToken(token);
    if (!checkout?.paymentIntentId) throw new NotFoundException('No order has this confirmation link');
    return this.confirmationOf(checkout);
  }

  private async confirmationOf(checkout: CheckoutRow): Promise<OrderConfirmation> {
    const confirmationPath = checkout.confirmationToken
      ? confirmationPathOf(checkout.confirmationToken)
      : null;
    const result = await this.fulfilment.fulfilCheckout(checkout);
    if (result.state !== 'paid') return { state: result.state, order: null, confirmationPath };
    const { number, lines, subtotal, shipping, tax, total, refunded, status, timeline } = result.order;
    const { recipientEmail, recipientName, shippingAddress } = result.order;
    return {
      state: 'paid',
      order: {
        ...{ number, lines, subtotal, shipping, tax, total, refunded, status, timeline },
        ...{ recipientEmail, recipientName, shippingAddress },
      },
      confirmationPath,
    };
  }

  // The provider's receipt is a courtesy: a failure to ask for it never fails the order.
  private async sendReceipt(order: Order) {
    if (!order.recipientEmail) return;
    await this.provider
      .setReceiptEmail(order.paymentIntentId, order.recipientEmail)
      .catch((err) => this.logger.warn({ err, orderId: order.id }, 'could not set the receipt e-mail'));
  }
}
