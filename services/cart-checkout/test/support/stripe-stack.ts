// cart-checkout with the Stripe provider and the official SDK, pointed at a local fake of Stripe's
// API, and webhook events signed as Stripe signs them: what the Stripe test files share.
import Stripe from 'stripe';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';
import { startTestStack, type TestStack } from './test-stack.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';
const signer = new Stripe('sk_test_signer');

export interface StripeStack {
  fake: FakeStripe;
  stack: TestStack;
}

export async function startStripeStack(name: string): Promise<StripeStack> {
  const fake = await startFakeStripe();
  const stack = await startTestStack(name, {
    provider: 'stripe',
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
  });
  return { fake, stack };
}

export async function closeStripeStack(running: Partial<StripeStack>): Promise<void> {
  await running.stack?.close();
  await running.fake?.close();
}

let eventCounter = 0;
/** Stripe's webhook about one of the fake's PaymentIntents (`secret`: sign it with another one). */
export async function stripeWebhook(
  running: StripeStack,
  type: string,
  intentId: string,
  options: { id?: string; secret?: string } = {},
) {
  return signedWebhook(running, type, running.fake.intents.get(intentId), options);
}

/** charge.refunded for a payment's charge, as Stripe sends it after any refund (its own dashboard's too). */
export async function chargeRefundedWebhook(
  running: StripeStack,
  intentId: string,
  options: { id?: string } = {},
) {
  return signedWebhook(running, 'charge.refunded', running.fake.chargeOf(intentId), options);
}

async function signedWebhook(
  { stack }: StripeStack,
  type: string,
  object: unknown,
  options: { id?: string; secret?: string },
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Date.now()}_${eventCounter++}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  const response = await fetch(`${stack.service.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}
