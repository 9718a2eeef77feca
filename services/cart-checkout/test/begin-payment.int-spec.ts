// Pressing Pay (POST /api/checkout/begin-payment): opening checkout holds a piece only briefly,
// because a request is all it costs; pressing Pay with the delivery form turns the hold into the
// full one, once, and keeps the details on the checkout so the order has them even when the browser
// never reports back. The order confirmation is read by its secret token, from any device.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('begin_payment');
});
after(async () => stack?.close());

const openFor = async (session: string, productId: number) => {
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', {
    productId,
    quantity: 1,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  return opened.body as {
    clientSecret: string;
    paymentIntentId: string;
    holdExpiresAt: string;
    confirmationPath: string;
  };
};
const beginPayment = (session: string, paymentIntentId: string, paymentData: unknown = checkoutForm()) =>
  stack.shopper(session, 'POST', '/api/checkout/begin-payment', {
    sessionId: session,
    paymentIntentId,
    paymentData,
  });
const pay = (session: string, clientSecret: string) =>
  stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', { clientSecret, cardNumber: TEST_CARD });
const catalogHoldEnd = async (paymentIntentId: string) =>
  (
    await sql<{ expires_at: Date }>(
      stack.database.url,
      `SELECT h.expires_at FROM catalog.stock_holds h JOIN cart_checkout.checkouts c ON c.hold_id = h.id
       WHERE c.payment_intent_id = $1`,
      [paymentIntentId],
    )
  )[0]!.expires_at.getTime();
const minutesFromNow = (iso: string | number) => (new Date(iso).getTime() - Date.now()) / 60_000;

test('opening holds 5 minutes; Pay extends it to 15 once, in catalog too; a second Pay keeps that end', async () => {
  const bench = await stack.createProduct({ name: 'Bench', price: '900.00', quantity: 1 });
  const session = newSession();
  const opened = await openFor(session, bench);
  assert.ok(minutesFromNow(opened.holdExpiresAt) <= 5);
  assert.ok(minutesFromNow(await catalogHoldEnd(opened.paymentIntentId)) <= 5);

  const first = await beginPayment(session, opened.paymentIntentId);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.ok(minutesFromNow(first.body.holdExpiresAt) > 14, first.body.holdExpiresAt);
  assert.ok(minutesFromNow(await catalogHoldEnd(opened.paymentIntentId)) > 14, 'catalog holds it as long');
  const second = await beginPayment(
    session,
    opened.paymentIntentId,
    checkoutForm({ recipientName: 'Ada King' }),
  );
  assert.equal(second.status, 200);
  assert.equal(second.body.holdExpiresAt, first.body.holdExpiresAt, 'pressing Pay again never extends again');
  // Reopening the same checkout hands back the extended hold, not a new one.
  const reopened = await openFor(session, bench);
  assert.equal(reopened.paymentIntentId, opened.paymentIntentId);
  assert.equal(reopened.holdExpiresAt, first.body.holdExpiresAt);
});

test('begin-payment belongs to the session that opened it, checks the form, and refuses an ended hold', async () => {
  const stool = await stack.createProduct({ name: 'Stool', price: '400.00', quantity: 1 });
  const session = newSession();
  const opened = await openFor(session, stool);

  const stranger = newSession();
  assert.equal((await beginPayment(stranger, opened.paymentIntentId)).status, 404);
  const noName = await beginPayment(session, opened.paymentIntentId, checkoutForm({ recipientName: '' }));
  assert.equal(noName.status, 400);
  assert.match(JSON.stringify(noName.body), /name/i);
  const nul = await beginPayment(
    session,
    opened.paymentIntentId,
    checkoutForm({ recipientName: 'Ada\u0000' }),
  );
  assert.equal(nul.status, 400);
  assert.match(JSON.stringify(nul.body), /recipientName/);
  assert.equal(
    (
      await sql(
        stack.database.url,
        'SELECT delivery_details FROM cart_checkout.checkouts WHERE payment_intent_id = $1',
        [opened.paymentIntentId],
      )
    )[0]!.delivery_details,
    null,
    'nothing stored from a refused request',
  );

  // The short hold ran out and catalog's sweeper put the piece back: it is not taken back by Pay.
  await sql(
    stack.database.url,
    `UPDATE catalog.stock_holds SET expires_at = now() - interval '1 second'
     WHERE id = (SELECT hold_id FROM cart_checkout.checkouts WHERE payment_intent_id = $1)`,
    [opened.paymentIntentId],
  );
  await stack.waitFor('catalog to sweep the hold', async () => (await catalogStock(stack, stool)) === 1);
  const late = await beginPayment(session, opened.paymentIntentId);
  assert.equal(late.status, 409);
  assert.match(late.body.message, /reservation has ended/);
});

test('the details given with Pay reach the order without process-payment; the confirmation is read by its token', async () => {
  const desk = await stack.createProduct({ name: 'Desk', price: '2500.00', quantity: 1 });
  const session = newSession();
  const opened = await openFor(session, desk);
  assert.match(opened.confirmationPath, /^\/orders\/[A-Za-z0-9_-]{32}$/);
  const token = opened.confirmationPath.split('/').pop()!;
  const byToken = () => stack.shopper(newSession(), 'GET', `/api/order-confirmations/${token}`);

  assert.equal((await byToken()).body.state, 'processing', 'nothing paid yet');
  await beginPayment(
    session,
    opened.paymentIntentId,
    checkoutForm({
      sameAsbilling: false,
      shippingAddress: { street: '7 Pier Rd', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
    }),
  );
  assert.equal((await pay(session, opened.clientSecret)).status, 200);

  // The browser closed before process-payment: the confirmation (any device, token only) settles it.
  const confirmation = await byToken();
  assert.equal(confirmation.status, 200, JSON.stringify(confirmation.body));
  assert.equal(confirmation.body.state, 'paid');
  assert.equal(confirmation.body.confirmationPath, opened.confirmationPath);
  assert.equal(confirmation.body.order.lines[0].name, 'Desk');
  assert.equal(confirmation.body.order.recipientName, 'Ada Lovelace');
  assert.equal(confirmation.body.order.shippingAddress.street, '7 Pier Rd');
  const order = (await stack.admin('GET', '/api/orders')).body.find(
    (o: any) => o.number === confirmation.body.order.number,
  );
  assert.equal(order.recipientPhone, '555-010-0199');
  assert.equal(order.deliveryInstructions, 'Ring twice');

  // A replayed process-payment changes nothing the Pay press stored.
  const replay = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentIntentId: opened.paymentIntentId,
    paymentData: checkoutForm({ recipientName: 'Someone Else' }),
  });
  assert.equal(replay.status, 200);
  assert.equal((await byToken()).body.order.recipientName, 'Ada Lovelace');

  assert.equal(
    (await stack.shopper(session, 'GET', `/api/order-confirmations/${'A'.repeat(32)}`)).status,
    404,
  );
  const malformed = await stack.shopper(session, 'GET', '/api/order-confirmations/short');
  assert.equal(malformed.status, 400);
  assert.match(malformed.body.message, /confirmation link is not valid/);
});
