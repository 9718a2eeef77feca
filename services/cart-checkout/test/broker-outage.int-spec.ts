// RabbitMQ down while a shopper pays: the order is written with its event in the outbox, the
// shopper gets the answer at once, and once the broker is back the event reaches catalog, which
// commits the hold exactly once. Nothing is lost, nothing doubled.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { orderCount, sql } from './support/pg.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('broker_outage', undefined, {}, { viaBrokerProxy: true });
});
after(async () => stack?.close());

const holdStatus = async (paymentIntentId: string) =>
  (
    await sql<{ status: string }>(
      stack.database.url,
      `SELECT h.status FROM catalog.stock_holds h JOIN cart_checkout.checkouts c ON c.hold_id = h.id
       WHERE c.payment_intent_id = $1`,
      [paymentIntentId],
    )
  )[0]?.status;

test('a payment made while the broker is unreachable becomes one order and one committed hold', async () => {
  const piece = await stack.createProduct({ name: 'Armoire', price: '6400.00', quantity: 1 });
  const session = newSession();
  await stack.shopper(session, 'POST', '/api/cart', { productId: piece, sessionId: session });
  const opened = (
    await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', { sessionId: session })
  ).body;

  stack.brokerProxy!.cut();
  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const processed = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm(),
  });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  assert.equal(await orderCount(stack.database.url, opened.paymentIntentId), 1);
  assert.equal(await holdStatus(opened.paymentIntentId), 'confirmed', 'held for good, not yet committed');
  const [unpublished] = await sql<{ n: string }>(
    stack.database.url,
    `SELECT count(*) AS n FROM cart_checkout.outbox_events WHERE type = 'checkout.order.paid' AND published_at IS NULL`,
  );
  assert.equal(Number(unpublished!.n), 1, 'the event waits in the outbox');

  stack.brokerProxy!.restore();
  await stack.waitFor(
    'catalog to commit the hold',
    async () => (await holdStatus(opened.paymentIntentId)) === 'committed',
    30_000,
  );
  assert.equal(await orderCount(stack.database.url, opened.paymentIntentId), 1);
  assert.equal(await catalogStock(stack, piece), 0);
  const [handled] = await sql<{ n: string }>(
    stack.database.url,
    `SELECT count(*) AS n FROM catalog.inbox_events WHERE consumer = 'catalog.stock-holds'`,
  );
  assert.equal(Number(handled!.n), 1);
});
