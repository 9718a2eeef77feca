import Stripe from 'stripe';
import {
  type CreateIntentRequest,
  type IntentStatus,
  InvalidWebhookError,
  type OffSessionCharge,
  type OffSessionResult,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderSetup,
  RefundRefusedError,
  type RefundRequest,
  type SavedCardLookup,
  type ProviderEvent,
  type ProviderIntent,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API lives (tests point the SDK at a local fake); Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const statusOf = (intent: Stripe.PaymentIntent): IntentStatus =>
  intent.status === 'succeeded' ? 'succeeded' : intent.status === 'canceled' ? 'canceled' : 'pending';

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: statusOf(intent),
  amountCents: intent.amount,
});

const toRefund = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  status: (refund.status ?? 'pending') as ProviderRefund['status'],
  orderRefundId: refund.metadata?.orderRefundId ?? null,
  reason: refund.reason ?? null,
  createdAt: new Date(refund.created * 1000),
});

/** The SDK as every Stripe adapter uses it (payments, Stripe Tax): retries, a timeout, no telemetry. */
export const createStripeClient = (settings: StripeSettings) =>
  new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });

/** PaymentIntents in USD through the official SDK, with an idempotency key on every create. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;

  constructor(
    private readonly settings: StripeSettings,
    private readonly stripe: Stripe = createStripeClient(settings),
  ) {
    this.publishableKey = settings.publishableKey;
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: request.metadata,
        description: request.description,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toIntent(intent);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toIntent(await this.stripe.paymentIntents.retrieve(id));
  }

  async cancelIntent(id: string): Promise<boolean> {
    const intent = await this.stripe.paymentIntents.retrieve(id);
    if (intent.status === 'succeeded') return false;
    if (intent.status === 'canceled') return true;
    const canceled = await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
    return canceled.status === 'canceled';
  }

  async setAmount(id: string, amountCents: number): Promise<void> {
    await this.stripe.paymentIntents.update(id, { amount: amountCents });
  }

  async refund(id: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
  }

  async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      return toRefund(refund);
    } catch (error) {
      // Stripe's refusal (more than is left, a charge already refunded): final, in its words.
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new RefundRefusedError(error.message);
      throw error;
    }
  }

  async refundsOf(paymentIntentId: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }))
      refunds.push(toRefund(refund));
    return refunds;
  }

  async setReceiptEmail(id: string, email: string): Promise<void> {
    await this.stripe.paymentIntents.update(id, { receipt_email: email });
  }

  /** A customer per buyer (kept with the card) and an off-session card SetupIntent for Stripe Elements. */
  async createSetup(buyerId: string, customerId: string | null): Promise<ProviderSetup> {
    const customer =
      customerId ??
      (
        await this.stripe.customers.create(
          { metadata: { buyerId } },
          { idempotencyKey: `buyer-customer-${buyerId}` },
        )
      ).id;
    const setup = await this.stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { buyerId },
    });
    return { id: setup.id, clientSecret: setup.client_secret ?? '' };
  }

  async savedCardOf(setupIntentId: string): Promise<SavedCardLookup> {
    let setup: Stripe.SetupIntent;
    try {
      setup = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return { status: 'unknown' };
      throw error;
    }
    const method = setup.payment_method;
    if (setup.status !== 'succeeded' || !method || typeof method === 'string' || !method.card?.fingerprint)
      return { status: 'pending' };
    return {
      status: 'saved',
      buyerId: setup.metadata?.buyerId ?? '',
      customerId: typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null),
      card: {
        paymentMethodId: method.id,
        fingerprint: method.card.fingerprint,
        brand: method.card.brand,
        last4: method.card.last4,
      },
    };
  }

  /** Stripe's off-session confirm; a declined card is an answer (StripeCardError), not a failure. */
  async chargeOffSession(charge: OffSessionCharge): Promise<OffSessionResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: charge.amountCents,
          currency: 'usd',
          ...(charge.customerId ? { customer: charge.customerId } : {}),
          payment_method: charge.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: charge.metadata,
          description: charge.description,
        },
        { idempotencyKey: charge.idempotencyKey },
      );
      return intent.status === 'succeeded'
        ? { outcome: 'succeeded', paymentIntentId: intent.id }
        : {
            outcome: 'declined',
            message: `The payment needs the buyer (${intent.status}).`,
            paymentIntentId: intent.id,
          };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return {
          outcome: 'declined',
          message: error.message,
          paymentIntentId: (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null,
        };
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new InvalidWebhookError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidWebhookError(`Invalid webhook signature: ${(error as Error).message}`);
    }
    const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
    return {
      id: event.id,
      type: event.type,
      paymentIntentId: object.object === 'payment_intent' ? object.id! : intentOfCharge(object),
    };
  }
}

/** A charge's payment intent (an id, or the intent itself when expanded); null for anything else. */
function intentOfCharge(object: { object?: string; payment_intent?: unknown }): string | null {
  if (object.object !== 'charge') return null;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  return (intent as { id?: string } | null)?.id ?? null;
}
