// After the sale with Stripe, through the official SDK pointed at the local fake: Stripe Tax prices
// the delivery before the card is charged (the intent's amount follows; an outage or an address it
// cannot place charges nothing) and records the sale's tax transaction once paid; refunds go
// through Stripe's Refunds API under idempotency keys (a lost answer, retried, refunds once) with a
// partial reversal of the tax; charge.refunded reconciles refunds made in Stripe's own dashboard,
// each recorded once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { EventEnvelope } from '@atelier/contracts';
import { checkoutForm } from './support/checkout-form.js';
import type { FakeStripe } from './support/fake-stripe.js';
import { sql } from './support/pg.js';
import {
  chargeRefundedWebhook,
  closeStripeStack,
  startStripeStack,
  stripeWebhook,
} from './support/stripe-stack.js';
import { catalogStock, newSession, type TestStack } from './support/test-stack.js';

let fake: FakeStripe;
let stack: TestStack;
before(async () => ({ fake, stack } = await startStripeStack('stripe_after_sale')));
after(() => closeStripeStack({ fake, stack }));

const opened = async (price: string) => {
  const piece = await stack.createProduct({ name: `Piece ${price}`, price, quantity: 1 });
  const session = newSession();
  const answer = await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return { piece, session, intent: answer.body as { paymentIntentId: string; total: string } };
};
const beginPayment = (session: string, paymentIntentId: string, paymentData = checkoutForm()) =>
  stack.shopper(session, 'POST', '/api/checkout/begin-payment', {
    sessionId: session,
    paymentIntentId,
    paymentData,
  });

/** Bought and paid (Stripe.js confirmed the card, the webhook told the store): its order. */
async function paidOrder(price: string) {
  const { piece, session, intent } = await opened(price);
  assert.equal((await beginPayment(session, intent.paymentIntentId)).status, 200);
  fake.succeed(intent.paymentIntentId);
  assert.equal(
    (await stripeWebhook({ fake, stack }, 'payment_intent.succeeded', intent.paymentIntentId)).status,
    200,
  );
  const orders = await stack.admin('GET', '/api/orders');
  return { piece, order: orders.body.find((o: any) => o.paymentIntentId === intent.paymentIntentId) };
}

const refundEvents = (orderId: number) =>
  stack.events.filter(
    (e: EventEnvelope<string, any>) => e.type === 'checkout.order.refunded' && e.payload.orderId === orderId,
  ) as Array<EventEnvelope<string, any>>;

const taxRecordOf = async (orderId: number) =>
  (
    await sql<{ tax_calculation_id: string | null; tax_transaction_id: string | null }>(
      stack.database.url,
      'SELECT tax_calculation_id, tax_transaction_id FROM cart_checkout.orders WHERE id = $1',
      [orderId],
    )
  )[0]!;

test('Stripe Tax prices the delivery before the card is charged; the sale gets its tax transaction once paid', async () => {
  const { session, intent } = await opened('1000.00');
  assert.equal(fake.intents.get(intent.paymentIntentId)!.amount, 120_000);
  const quote = await stack.shopper(session, 'POST', '/api/checkout/tax', {
    sessionId: session,
    paymentIntentId: intent.paymentIntentId,
    shippingAddress: checkoutForm().billingAddress,
  });
  // The fake's NY rate (8.875 %) of 1200.00: 106.50, Stripe's figure and not the demo table's.
  assert.deepEqual(quote.body, { subtotal: '1000.00', shipping: '200.00', tax: '106.50', total: '1306.50' });
  assert.equal(fake.intents.get(intent.paymentIntentId)!.amount, 120_000, 'a quote charges nothing');

  const begun = await beginPayment(session, intent.paymentIntentId);
  assert.deepEqual([begun.body.tax, begun.body.total], ['106.50', '1306.50']);
  assert.equal(
    fake.intents.get(intent.paymentIntentId)!.amount,
    130_650,
    'the intent charges the taxed total',
  );
  const calculation = fake.requests.filter((r) => r.path === '/v1/tax/calculations').at(-1)!;
  assert.equal(calculation.params['customer_details[address][postal_code]'], '12534');
  assert.equal(calculation.params['customer_details[address_source]'], 'shipping');
  assert.equal(calculation.params['line_items[0][tax_behavior]'], 'exclusive');
  assert.equal(calculation.params['shipping_cost[amount]'], '20000');

  fake.succeed(intent.paymentIntentId);
  await stripeWebhook({ fake, stack }, 'payment_intent.succeeded', intent.paymentIntentId);
  const orders = await stack.admin('GET', '/api/orders');
  const order = orders.body.find((o: any) => o.paymentIntentId === intent.paymentIntentId);
  assert.deepEqual([order.tax, order.total], ['106.50', '1306.50']);
  const record = await stack.waitFor('the tax transaction', async () => {
    const row = await taxRecordOf(order.id);
    return row.tax_transaction_id ? row : null;
  });
  const transaction = fake.tax.transactions.get(record.tax_transaction_id!)!;
  assert.equal(transaction.calculation, record.tax_calculation_id);
  assert.equal(transaction.reference, `${order.number} ${intent.paymentIntentId}`);
  assert.equal(fake.tax.transactions.size, 1);
});

test('Stripe down: Pay is refused with "try again", nothing is charged and the intent is unchanged; an unplaceable address is a 422', async () => {
  const { session, intent } = await opened('700.00');
  fake.tax.state.down = true;
  try {
    const down = await beginPayment(session, intent.paymentIntentId);
    assert.equal(down.status, 503);
    assert.equal(
      down.body.message,
      'Sales tax could not be calculated just now, so nothing was charged. Please try again in a moment.',
    );
  } finally {
    fake.tax.state.down = false;
  }
  assert.equal(fake.intents.get(intent.paymentIntentId)!.amount, 90_000);
  const [row] = await sql<{ payment_started_at: Date | null }>(
    stack.database.url,
    'SELECT payment_started_at FROM cart_checkout.checkouts WHERE payment_intent_id = $1',
    [intent.paymentIntentId],
  );
  assert.equal(row!.payment_started_at, null, 'the hold was not extended');

  const nowhere = await beginPayment(
    session,
    intent.paymentIntentId,
    checkoutForm({ billingAddress: { ...checkoutForm().billingAddress, state: 'TX' } }),
  );
  assert.equal(nowhere.status, 422);
  assert.match(
    nowhere.body.message,
    /^Sales tax cannot be calculated for this delivery address \(We could not determine/,
  );
  // Back up: Pay goes through.
  assert.equal((await beginPayment(session, intent.paymentIntentId)).status, 200);
});

test("refunds go through Stripe's Refunds API once per key, a lost answer retried included; the tax is reversed", async () => {
  const { order, piece } = await paidOrder('2000.00');
  // 2000 + 200 + 8.875 % = 2395.25
  assert.equal(order.total, '2395.25');
  await stack.waitFor('the tax transaction', async () => (await taxRecordOf(order.id)).tax_transaction_id);
  const key = randomUUID();
  const body = { amount: '395.25', reason: 'Delivered late', restock: false, idempotencyKey: key };
  fake.loseAnswers('/v1/refunds', 3);
  const lost = await stack.admin('POST', `/api/orders/${order.id}/refunds`, body);
  assert.equal(lost.status, 503, JSON.stringify(lost.body));
  assert.match(lost.body.message, /Press Refund again: it will not refund twice/);
  // Meanwhile the pending refund counts against what is left.
  const meanwhile = await stack.admin('GET', `/api/orders/${order.id}`);
  assert.deepEqual([meanwhile.body.refundable, meanwhile.body.refunds[0].status], ['2000.00', 'pending']);
  const retried = await stack.admin('POST', `/api/orders/${order.id}/refunds`, body);
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  assert.deepEqual([retried.body.refunded, retried.body.refunds[0].status], ['395.25', 'succeeded']);
  const made = [...fake.refundObjects.values()].filter((r) => r.payment_intent === order.paymentIntentId);
  assert.equal(made.length, 1, 'Stripe made one refund for all those requests');
  assert.equal(made[0]!.amount, 39_525);
  assert.equal(made[0]!.metadata.orderRefundId, retried.body.refunds[0].id);
  const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  assert.ok(posts.length >= 2);
  assert.equal(new Set(posts.map((r) => r.idempotencyKey)).size, 1, 'every attempt under one key');

  // Stripe's charge.refunded for that same refund records nothing more.
  assert.equal((await chargeRefundedWebhook({ fake, stack }, order.paymentIntentId)).status, 200);
  assert.equal((await stack.admin('GET', `/api/orders/${order.id}`)).body.refunds.length, 1);

  // More than is left never reaches Stripe's Refunds API (the tax reversal may reach the fake
  // meanwhile: it follows the refund's event).
  const refundPosts = () => fake.requests.filter((r) => r.path === '/v1/refunds').length;
  const before = refundPosts();
  const tooMuch = await stack.admin('POST', `/api/orders/${order.id}/refunds`, {
    ...body,
    amount: '2000.01',
    idempotencyKey: randomUUID(),
  });
  assert.equal(tooMuch.status, 422);
  assert.equal(refundPosts(), before);

  await stack.waitFor('the tax reversal', async () => fake.tax.reversals.length === 1);
  assert.deepEqual(fake.tax.reversals[0], {
    original: (await taxRecordOf(order.id)).tax_transaction_id,
    reference: `${order.number} refund ${made[0]!.id}`,
    flatAmount: -39_525,
  });
  assert.equal(await catalogStock(stack, piece), 0, 'no restock asked: the piece stays sold');
});

test('a refund made in Stripe’s dashboard is reconciled from charge.refunded, once, and leaves the piece sold', async () => {
  const { order, piece } = await paidOrder('900.00');
  fake.refundInDashboard(order.paymentIntentId, 50_000, 'requested_by_customer');
  const deliveries = await Promise.all([
    chargeRefundedWebhook({ fake, stack }, order.paymentIntentId),
    chargeRefundedWebhook({ fake, stack }, order.paymentIntentId),
  ]);
  assert.deepEqual(
    deliveries.map((d) => d.status),
    [200, 200],
  );
  const seen = await stack.admin('GET', `/api/orders/${order.id}`);
  assert.deepEqual(
    seen.body.refunds.map((r: any) => [r.amount, r.source, r.reason, r.restock]),
    [['500.00', 'provider', "Refunded in Stripe: at the buyer's request", false]],
  );
  assert.equal(seen.body.refunded, '500.00');
  // The rest, also in Stripe: the order is refunded in full.
  fake.refundInDashboard(order.paymentIntentId, Math.round(Number(order.total) * 100) - 50_000);
  await chargeRefundedWebhook({ fake, stack }, order.paymentIntentId);
  const full = await stack.admin('GET', `/api/orders/${order.id}`);
  assert.deepEqual(
    [full.body.status, full.body.refunds.length, full.body.refunds[1].reason],
    ['refunded', 2, 'Refunded in Stripe'],
  );
  await stack.waitFor('two refund events', async () => refundEvents(order.id).length === 2);
  assert.deepEqual(
    refundEvents(order.id).map((e) => [e.payload.restock, e.payload.fullyRefunded]),
    [
      [false, false],
      [false, true],
    ],
  );
  assert.equal(await catalogStock(stack, piece), 0);
});
