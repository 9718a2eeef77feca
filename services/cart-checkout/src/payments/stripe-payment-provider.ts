import Stripe from 'stripe';
import {
  type CreateIntentRequest,
  type IntentStatus,
  InvalidWebhookError,
  type OffSessionCharge,
  type OffSessionResult,
  type PaymentProvider,
  type ProviderSetup,
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

/** PaymentIntents in USD through the official SDK, with an idempotency key on every create. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.api ?? {}),
    });
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

  async refund(id: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
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
    const object = event.data.object as { object?: string; id?: string };
    return {
      id: event.id,
      type: event.type,
      paymentIntentId: object.object === 'payment_intent' ? object.id! : null,
    };
  }
}
