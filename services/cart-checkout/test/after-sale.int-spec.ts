// After the sale, with the simulated provider and the demo table of state rates (all-in-one's
// adapters) against a real catalog process: the sales tax the delivery address owes is charged
// exactly (subtotal + shipping + tax), the order ships with its carrier and tracking link and is
// delivered, and refunds (in part, in full, idempotent, never more than is left) reach the order,
// the buyer's page, the events and, when the owner chooses, catalog's stock.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { EventEnvelope } from '@atelier/contracts';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('after_sale');
});
after(async () => stack?.close());

const NY = { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' };

/** One piece bought through Buy Now, delivered to NY: Pay (begin-payment) prices the tax first. */
async function buy(price: string) {
  const piece = await stack.createProduct({ name: `Piece ${price}`, price, quantity: 1 });
  const session = newSession();
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', {
    productId: piece,
    quantity: 1,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const begun = await stack.shopper(session, 'POST', '/api/checkout/begin-payment', {
    sessionId: session,
    paymentIntentId: opened.body.paymentIntentId,
    paymentData: checkoutForm(),
  });
  assert.equal(begun.status, 200, JSON.stringify(begun.body));
  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const orders = await stack.admin('GET', '/api/orders');
  const order = orders.body.find((o: any) => o.paymentIntentId === opened.body.paymentIntentId);
  return {
    piece,
    session,
    opened: opened.body,
    begun: begun.body,
    order,
    token: opened.body.confirmationPath.slice(8),
  };
}

const eventsOf = (type: string, orderId: number) =>
  stack.events.filter(
    (e: EventEnvelope<string, any>) => e.type === type && e.payload.orderId === orderId,
  ) as Array<EventEnvelope<string, any>>;

const refund = (orderId: number, body: Record<string, unknown>) =>
  stack.admin('POST', `/api/orders/${orderId}/refunds`, body);

test('the delivery address sets the sales tax before the card is charged; the total is exact to the cent', async () => {
  const piece = await stack.createProduct({ name: 'Oak Bench', price: '2345.67', quantity: 1 });
  const session = newSession();
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece });
  assert.deepEqual(
    [opened.body.subtotal, opened.body.shipping, opened.body.tax, opened.body.total],
    ['2345.67', '200.00', '0.00', '2545.67'],
  );
  // The page's quote for an address (nothing stored), CA 7.25 % of 2545.67 = 184.56 (half up).
  const quote = await stack.shopper(session, 'POST', '/api/checkout/tax', {
    sessionId: session,
    paymentIntentId: opened.body.paymentIntentId,
    shippingAddress: { ...NY, state: 'CA', zipCode: '94110' },
  });
  assert.deepEqual(quote.body, { subtotal: '2345.67', shipping: '200.00', tax: '184.56', total: '2730.23' });
  const unknownState = await stack.shopper(session, 'POST', '/api/checkout/tax', {
    sessionId: session,
    paymentIntentId: opened.body.paymentIntentId,
    shippingAddress: { ...NY, state: 'ZZ' },
  });
  assert.equal(unknownState.status, 422);
  assert.match(unknownState.body.message, /ZZ is not a US state/);
  // Pay to NY: 4 % of 2545.67 = 101.83; the provider's intent now charges exactly that total.
  const begun = await stack.shopper(session, 'POST', '/api/checkout/begin-payment', {
    sessionId: session,
    paymentIntentId: opened.body.paymentIntentId,
    paymentData: checkoutForm(),
  });
  assert.deepEqual([begun.body.tax, begun.body.total], ['101.83', '2647.50']);
  const [intent] = await sql<{ amount_cents: number }>(
    stack.database.url,
    'SELECT amount_cents FROM cart_checkout.simulated_payment_intents WHERE id = $1',
    [opened.body.paymentIntentId],
  );
  assert.equal(intent!.amount_cents, 264_750);
  await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: TEST_CARD,
  });
  const confirmation = await stack.shopper(
    session,
    'GET',
    `/api/order-confirmations/${opened.body.confirmationPath.slice(8)}`,
  );
  const order = confirmation.body.order;
  assert.deepEqual(
    [order.subtotal, order.shipping, order.tax, order.total],
    ['2345.67', '200.00', '101.83', '2647.50'],
  );
  // The spy hears the event through RabbitMQ, a moment after the order.
  const paid = await stack.waitFor('checkout.order.paid', async () =>
    (stack.events as Array<EventEnvelope<string, any>>).find(
      (e) => e.type === 'checkout.order.paid' && e.payload.paymentIntentId === opened.body.paymentIntentId,
    ),
  );
  assert.equal(paid.payload.total, '2647.50');
  assert.equal(paid.payload.receipt.tax, '101.83');
  assert.equal(paid.payload.receipt.orderPath, opened.body.confirmationPath);
  assert.equal(paid.payload.receipt.recipientEmail, 'ada@example.com');
});

test('shipped with a carrier and tracking number (the event carries the link), then delivered: the buyer sees the timeline', async () => {
  const { order, session, token } = await buy('640.00');
  const missing = await stack.admin('PATCH', `/api/orders/${order.id}/status`, { status: 'shipped' });
  assert.equal(missing.status, 400);
  assert.deepEqual(
    missing.body.issues.map((i: any) => i.path),
    ['carrier', 'trackingNumber'],
  );
  const shipped = await stack.admin('PATCH', `/api/orders/${order.id}/status`, {
    status: 'shipped',
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
  });
  assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
  assert.deepEqual(shipped.body.shipment, {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    shippedAt: shipped.body.shipment.shippedAt,
  });
  await stack.waitFor(
    'checkout.order.shipped',
    async () => eventsOf('checkout.order.shipped', order.id).length,
  );
  const [event] = eventsOf('checkout.order.shipped', order.id);
  assert.equal(event!.payload.trackingUrl, 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  assert.equal(event!.payload.receipt.orderPath, `/orders/${token}`);
  // The address can no longer change once it ships.
  const late = await stack.admin('PATCH', `/api/orders/${order.id}/delivery`, checkoutForm());
  assert.equal(late.status, 409);
  const delivered = await stack.admin('PATCH', `/api/orders/${order.id}/status`, { status: 'delivered' });
  assert.equal(delivered.body.status, 'delivered');
  const page = await stack.shopper(session, 'GET', `/api/order-confirmations/${token}`);
  assert.deepEqual(
    page.body.order.timeline.map((entry: any) => entry.kind),
    ['paid', 'shipped', 'delivered'],
  );
  assert.equal(page.body.order.timeline[1].trackingUrl, event!.payload.trackingUrl);
  assert.equal(page.body.order.status, 'delivered');
});

test('refunds: in part with a reason, once per key however often it is sent, never more than is left; the rest puts the piece back on sale', async () => {
  const { order, piece, session, token } = await buy('1000.00');
  // 1000 + 200 shipping + 4 % NY tax (48.00) = 1248.00
  assert.deepEqual([order.tax, order.total, order.refundable], ['48.00', '1248.00', '1248.00']);
  assert.equal(await catalogStock(stack, piece), 0);

  const key = randomUUID();
  const part = { amount: '300', reason: 'A scratch on the leg', restock: false, idempotencyKey: key };
  // A double click: both answers are the same single refund.
  const [first, second] = await Promise.all([refund(order.id, part), refund(order.id, part)]);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(second.status, 200, JSON.stringify(second.body));
  assert.deepEqual(
    [first.body.refunded, first.body.refundable, first.body.status],
    ['300.00', '948.00', 'paid'],
  );
  assert.deepEqual(
    second.body.refunds.map((r: any) => r.amount),
    ['300.00'],
  );
  const retried = await refund(order.id, part);
  assert.deepEqual(retried.body.refunds.length, 1, 'a retry with the same key refunds nothing more');
  const [providerRefunds] = await sql<{ n: number; cents: number }>(
    stack.database.url,
    'SELECT count(*)::int AS n, sum(amount_cents)::int AS cents FROM cart_checkout.simulated_refunds WHERE payment_intent_id = $1',
    [order.paymentIntentId],
  );
  assert.deepEqual(providerRefunds, { n: 1, cents: 30_000 });
  // The same key for another amount is refused; so is more than is left, naming what is.
  const reused = await refund(order.id, { ...part, amount: '10' });
  assert.equal(reused.status, 422);
  const tooMuch = await refund(order.id, { ...part, amount: '948.01', idempotencyKey: randomUUID() });
  assert.equal(tooMuch.status, 422);
  assert.equal(
    tooMuch.body.message,
    `amount: $948.01 is more than the $948.00 left to refund on order ${order.number}`,
  );
  assert.deepEqual(tooMuch.body.issues, [
    { path: 'amount', message: `$948.01 is more than the $948.00 left to refund on order ${order.number}` },
  ]);
  const zero = await refund(order.id, { ...part, amount: '0', idempotencyKey: randomUUID() });
  assert.equal(zero.status, 400);
  assert.equal(zero.body.issues[0].path, 'amount');

  const rest = await refund(order.id, {
    amount: '948.00',
    reason: 'Returned: the buyer changed their mind',
    restock: true,
    idempotencyKey: randomUUID(),
  });
  assert.equal(rest.status, 200, JSON.stringify(rest.body));
  assert.deepEqual(
    [rest.body.status, rest.body.refunded, rest.body.refundable, rest.body.restocked],
    ['refunded', '1248.00', '0.00', true],
  );
  const nothingLeft = await refund(order.id, { ...part, amount: '1', idempotencyKey: randomUUID() });
  assert.equal(nothingLeft.body.message, `Order ${order.number} has nothing left to refund`);
  const unknown = await refund(999_999, { ...part, idempotencyKey: randomUUID() });
  assert.deepEqual([unknown.status, unknown.body.message], [404, 'Order 999999 not found']);

  // Each refund is one event, with the receipt's running total; catalog puts the piece back once.
  await stack.waitFor(
    'two refund events',
    async () => eventsOf('checkout.order.refunded', order.id).length === 2,
  );
  const [partEvent, restEvent] = eventsOf('checkout.order.refunded', order.id);
  assert.deepEqual(
    [
      partEvent!.payload.amount,
      partEvent!.payload.fullyRefunded,
      partEvent!.payload.restock,
      partEvent!.payload.receipt.refunded,
    ],
    ['300.00', false, false, '300.00'],
  );
  assert.equal(partEvent!.payload.reason, 'A scratch on the leg');
  assert.match(partEvent!.payload.refundId, /^re_sim_/);
  assert.deepEqual(
    [restEvent!.payload.fullyRefunded, restEvent!.payload.restock, restEvent!.payload.receipt.refunded],
    [true, true, '1248.00'],
  );
  await stack.waitFor('the piece back on sale', async () => (await catalogStock(stack, piece)) === 1);
  // The buyer's page: paid, then both refunds with their amounts.
  const page = await stack.shopper(session, 'GET', `/api/order-confirmations/${token}`);
  assert.deepEqual(
    page.body.order.timeline.map((e: any) => [e.kind, e.amount ?? null]),
    [
      ['paid', '1248.00'],
      ['refunded', '300.00'],
      ['refunded', '948.00'],
    ],
  );
  assert.equal(page.body.order.refunded, '1248.00');
});

test('a second refund asking to restock does not put the pieces back twice', async () => {
  const { order, piece } = await buy('500.00');
  const ask = (amount: string) =>
    refund(order.id, { amount, reason: 'Returned', restock: true, idempotencyKey: randomUUID() });
  assert.equal((await ask('100')).body.restocked, true);
  const again = await ask('100');
  assert.equal(again.body.refunds[1].restock, false, 'the second refund did not restock');
  await stack.waitFor(
    'two refund events',
    async () => eventsOf('checkout.order.refunded', order.id).length === 2,
  );
  assert.deepEqual(
    eventsOf('checkout.order.refunded', order.id).map((e) => e.payload.restock),
    [true, false],
  );
  await stack.waitFor('the piece back on sale', async () => (await catalogStock(stack, piece)) === 1);
  const [restocks] = await sql<{ n: number }>(
    stack.database.url,
    'SELECT count(*)::int AS n FROM catalog.order_restocks WHERE order_id = $1',
    [order.id],
  );
  assert.equal(restocks!.n, 1);
  assert.equal(await catalogStock(stack, piece), 1);
});
