import Stripe from 'stripe';
import {
  type CreateIntentRequest,
  type IntentStatus,
  InvalidWebhookError,
  type PaymentProvider,
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
