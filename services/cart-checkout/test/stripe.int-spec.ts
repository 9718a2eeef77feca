// The Stripe adapter through the official SDK, pointed at a local fake of the PaymentIntents API,
// with webhook events signed as Stripe signs them: duplicates and out-of-order deliveries make one
// order; a bad signature is refused; the receipt goes to the recipient's e-mail.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm } from './support/checkout-form.js';
import type { FakeStripe } from './support/fake-stripe.js';
import { orderCount } from './support/pg.js';
import { closeStripeStack, startStripeStack, stripeWebhook } from './support/stripe-stack.js';
import { catalogStock, newSession, type TestStack } from './support/test-stack.js';

let fake: FakeStripe;
let stack: TestStack;
before(async () => ({ fake, stack } = await startStripeStack('stripe')));
after(() => closeStripeStack({ fake, stack }));

const webhook = (type: string, intentId: string, options?: { id?: string; secret?: string }) =>
  stripeWebhook({ fake, stack }, type, intentId, options);

const ordersFor = (intentId: string) => orderCount(stack.database.url, intentId);

test('the runtime config names Stripe and its publishable key', async () => {
  const config = await stack.shopper(newSession(), 'GET', '/api/checkout/config');
  assert.deepEqual(config.body, {
    provider: 'stripe',
    publishableKey: 'pk_test_fake',
    holdMinutes: 15,
    holdMinutesBeforePayment: 5,
  });
});

test('intents are created once per checkout with an idempotency key, amounts from the server', async () => {
  const piece = await stack.createProduct({ name: 'Bench', price: '2500.00', quantity: 1 });
  const session = newSession();
  await stack.shopper(session, 'POST', '/api/cart', { productId: piece, sessionId: session });
  const first = await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', {
    sessionId: session,
  });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const again = await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', {
    sessionId: session,
  });
  assert.equal(again.body.paymentIntentId, first.body.paymentIntentId);
  const intent = fake.intents.get(first.body.paymentIntentId)!;
  assert.equal(intent.amount, 270000);
  assert.equal(intent.currency, 'usd');
  assert.equal(intent.client_secret, first.body.clientSecret);
  // The receipt links back to the order's confirmation.
  assert.equal(
    intent.description,
    `Atelier order. Your confirmation: https://atelier.test${first.body.confirmationPath}`,
  );
  const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  assert.equal(creates.length, 1);
  assert.match(creates[0]!.idempotencyKey ?? '', /^checkout-/);
});

test('duplicate and out-of-order webhooks and process-payment make exactly one order', async () => {
  const piece = await stack.createProduct({ name: 'Cabinet', price: '3000.00', quantity: 1 });
  const session = newSession();
  await stack.shopper(session, 'POST', '/api/cart', { productId: piece, sessionId: session });
  const { paymentIntentId } = (
    await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', { sessionId: session })
  ).body;

  // A webhook that claims success while Stripe's own record says otherwise fulfils nothing.
  const premature = await webhook('payment_intent.succeeded', paymentIntentId);
  assert.equal(premature.status, 200);
  assert.equal(await ordersFor(paymentIntentId), 0);

  fake.succeed(paymentIntentId);
  const processed = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentIntentId,
    paymentData: checkoutForm(),
  });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  assert.equal(fake.intents.get(paymentIntentId)!.receipt_email, 'ada@example.com');

  const eventId = 'evt_duplicate_1';
  const answers = await Promise.all([
    webhook('payment_intent.succeeded', paymentIntentId, { id: eventId }),
    webhook('payment_intent.succeeded', paymentIntentId, { id: eventId }),
    webhook('payment_intent.succeeded', paymentIntentId),
  ]);
  for (const answer of answers) assert.equal(answer.status, 200);
  const redelivered = await webhook('payment_intent.succeeded', paymentIntentId, { id: eventId });
  assert.deepEqual(redelivered.body, { received: true, duplicate: true });
  assert.equal(await ordersFor(paymentIntentId), 1);
  assert.equal(await catalogStock(stack, piece), 0);
});

test('the webhook alone fulfils a payment (the shopper closed the tab)', async () => {
  const piece = await stack.createProduct({ name: 'Shelf', price: '800.00', quantity: 1 });
  const session = newSession();
  const { paymentIntentId } = (
    await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece, quantity: 1 })
  ).body;
  fake.succeed(paymentIntentId);
  assert.equal((await webhook('payment_intent.succeeded', paymentIntentId)).status, 200);
  assert.equal(await ordersFor(paymentIntentId), 1);
  const confirmation = await stack.shopper(
    session,
    'GET',
    `/api/checkout/confirmation?paymentIntentId=${paymentIntentId}&sessionId=${session}`,
  );
  assert.equal(confirmation.body.state, 'paid');
});

test('a cancelled intent releases its hold; a bad signature is refused', async () => {
  const piece = await stack.createProduct({ name: 'Stool', price: '400.00', quantity: 1 });
  const session = newSession();
  const { paymentIntentId } = (
    await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece, quantity: 1 })
  ).body;
  assert.equal(await catalogStock(stack, piece), 0);
  fake.intents.get(paymentIntentId)!.status = 'canceled';
  const forged = await webhook('payment_intent.canceled', paymentIntentId, { secret: 'whsec_someone_else' });
  assert.equal(forged.status, 400);
  assert.equal(await catalogStock(stack, piece), 0, 'a forged event changes nothing');
  assert.equal((await webhook('payment_intent.canceled', paymentIntentId)).status, 200);
  assert.equal(await catalogStock(stack, piece), 1);
});
