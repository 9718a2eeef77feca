// A collector's orders (issue 34) across the real catalog process and cart-checkout: a Buy Now order
// paid while a verified buyer is signed in (the gateway's optional buyer assertion on Pay) and an
// order paid through their claim are theirs; a visitor's order is nobody's; each buyer reads their
// own alone, with status and tracking, and no buyer is a 401.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BUYER_ASSERTION_HEADER, signBuyerAssertion } from '@atelier/platform';
import { buyerWithCard, claimOffered, payClaim, runAuction, tokenOf } from './support/auctions.js';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import { newSession, send, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('my_orders');
});
after(async () => stack?.close());

/** Buy Now of one piece by a session; with `buyerId`, Pay is pressed by that signed-in buyer. */
async function buyNow(productId: number, buyerId: string | null) {
  const session = newSession();
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', {
    productId,
    quantity: 1,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const path = '/api/checkout/begin-payment';
  const body = {
    sessionId: session,
    paymentIntentId: opened.body.paymentIntentId,
    paymentData: checkoutForm(),
  };
  const begun = buyerId
    ? await send(stack.service.url, 'POST', path, body, {
        [BUYER_ASSERTION_HEADER]: signBuyerAssertion(stack.keys, { method: 'POST', url: path }, buyerId),
      })
    : await stack.shopper(session, 'POST', path, body);
  assert.equal(begun.status, 200, JSON.stringify(begun.body));
  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const confirmation = await stack.shopper(
    newSession(),
    'GET',
    `/api/order-confirmations/${opened.body.confirmationPath.split('/').pop()}`,
  );
  assert.equal(confirmation.body.state, 'paid', JSON.stringify(confirmation.body));
  return { orderNumber: confirmation.body.order.number as string, orderPath: opened.body.confirmationPath };
}

test('no buyer is a 401, checked by cart-checkout itself', async () => {
  const answer = await send(stack.service.url, 'GET', '/api/buyers/me/orders', undefined, {});
  assert.equal(answer.status, 401);
});

test("a Buy Now order paid signed in is the buyer's, with its tracking once shipped; a visitor's is nobody's", async () => {
  const [ines, omar] = [randomUUID(), randomUUID()];
  const lamp = await stack.createProduct({
    name: 'Account Lamp',
    price: '650.00',
    quantity: 1,
    imageUrls: ['/uploads/lamp.webp'],
  });
  const stool = await stack.createProduct({ name: 'Visitor Stool', price: '300.00', quantity: 1 });
  const hers = await buyNow(lamp, ines);
  await buyNow(stool, null);

  const mine = await stack.buyer(ines, 'GET', '/api/buyers/me/orders');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  assert.equal(mine.body.length, 1);
  assert.equal(mine.body[0].number, hers.orderNumber);
  assert.equal(mine.body[0].status, 'paid');
  assert.equal(mine.body[0].orderPath, hers.orderPath);
  assert.equal(mine.body[0].shipment, null);
  assert.deepEqual(mine.body[0].lines, [
    { productId: lamp, name: 'Account Lamp', quantity: 1, imageUrl: '/uploads/lamp.webp' },
  ]);
  assert.deepEqual(
    (await stack.buyer(omar, 'GET', '/api/buyers/me/orders')).body,
    [],
    "never another buyer's",
  );
  const visitors = await sql<{ buyer_id: string | null }>(
    stack.database.url,
    `SELECT o.buyer_id FROM cart_checkout.orders o JOIN cart_checkout.order_lines l ON l.order_id = o.id
     WHERE l.product_id = $1`,
    [stool],
  );
  assert.deepEqual(visitors, [{ buyer_id: null }], "a visitor's order names no buyer");

  // Shipped: the carrier, number and link follow.
  const orderId = Number(hers.orderNumber.slice(3));
  const shipped = await stack.admin('PATCH', `/api/orders/${orderId}/status`, {
    status: 'shipped',
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
  });
  assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
  const after = (await stack.buyer(ines, 'GET', '/api/buyers/me/orders')).body[0];
  assert.equal(after.status, 'shipped');
  assert.match(after.shipment.carrier, /ups/i);
  assert.equal(after.shipment.trackingNumber, '1Z999AA10123456784');
  assert.match(after.shipment.trackingUrl, /1Z999AA10123456784/);
});

test("an order paid through a claim is the winner's", async () => {
  const [winner, runnerUp] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  const { productId } = await runAuction(stack, [
    { buyerId: winner, max: '3000' },
    { buyerId: runnerUp, max: '2000' },
  ]);
  const claim = await claimOffered(stack, productId, 1);
  const paid = await payClaim(stack, tokenOf(claim));
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const orders = (await stack.buyer(winner, 'GET', '/api/buyers/me/orders')).body;
  assert.equal(orders.length, 1);
  assert.equal(orders[0].number, paid.body.orderNumber);
  assert.equal(orders[0].orderPath, paid.body.confirmationPath);
  assert.equal(orders[0].lines[0].productId, productId);
  assert.deepEqual((await stack.buyer(runnerUp, 'GET', '/api/buyers/me/orders')).body, []);
});
