// Checkout end to end with the simulated provider: holds in a real catalog process, one order per
// payment however the confirmations arrive, the hold-lost refund, and the checkout form's rules.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm, DECLINED_CARD, TEST_CARD } from './support/checkout-form.js';
import { orderCount, sql } from './support/pg.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('checkout');
});
after(async () => stack?.close());

const addToCart = (session: string, productId: number, quantity = 1) =>
  stack.shopper(session, 'POST', '/api/cart', { productId, quantity, sessionId: session });
const openCartCheckout = (session: string) =>
  stack.shopper(session, 'POST', '/api/create-cart-payment-intent', { sessionId: session });
const pay = (session: string, clientSecret: string, cardNumber = TEST_CARD) =>
  stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', { clientSecret, cardNumber });
const holdStatus = async (paymentIntentId: string) =>
  (
    await sql<{ status: string }>(
      stack.database.url,
      `SELECT h.status FROM catalog.stock_holds h JOIN cart_checkout.checkouts c ON c.hold_id = h.id
       WHERE c.payment_intent_id = $1`,
      [paymentIntentId],
    )
  )[0]?.status;
const ordersFor = (paymentIntentId: string) => orderCount(stack.database.url, paymentIntentId);

test('the cart path: hold, reuse, pay, order with the form, stock committed, cart cleared', async () => {
  const chair = await stack.createProduct({ name: 'Chair', price: '1200.50', quantity: 3 });
  const table = await stack.createProduct({
    name: 'Table',
    price: '4800.00',
    quantity: 1,
    imageUrls: ['/demo/products/tidewater-1-960.webp', '/demo/products/tidewater-2-960.webp'],
  });
  const session = newSession();
  await addToCart(session, chair, 2);
  await addToCart(session, table);

  const opened = await openCartCheckout(session);
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  assert.deepEqual(
    [opened.body.subtotal, opened.body.shipping, opened.body.total],
    ['7201.00', '600.00', '7801.00'],
  );
  // Opening checkout holds for the short time (5 min here); pressing Pay extends it (its own test).
  const heldFor = Date.parse(opened.body.holdExpiresAt) - Date.now();
  assert.ok(heldFor > 4 * 60_000 && heldFor <= 5 * 60_000, `held for ${heldFor} ms`);
  assert.equal(await catalogStock(stack, chair), 1, 'two chairs held');
  assert.equal(await catalogStock(stack, table), 0);
  // Opening checkout again reuses the hold and the intent.
  const again = await openCartCheckout(session);
  assert.equal(again.body.paymentIntentId, opened.body.paymentIntentId);
  assert.equal(await catalogStock(stack, chair), 1);

  const early = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm(),
  });
  assert.equal(early.status, 409, 'nothing is fulfilled before the provider confirms');

  const declined = await pay(session, opened.body.clientSecret, DECLINED_CARD);
  assert.equal(declined.status, 402);
  assert.equal(declined.body.message, 'Your card was declined.');
  assert.equal(await holdStatus(opened.body.paymentIntentId), 'active', 'a declined card keeps the hold');

  const paid = await pay(session, opened.body.clientSecret);
  assert.equal(paid.status, 200);
  const processed = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm({
      sameAsbilling: false,
      shippingAddress: { street: '9 Elm St', city: 'Troy', state: 'NY', zipCode: '12180', country: 'US' },
    }),
  });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  assert.match(processed.body.orderNumber, /^AT-\d{6}$/);

  assert.equal(
    (await stack.shopper(session, 'GET', '/api/cart')).body.length,
    0,
    'the cart is cleared on payment',
  );
  const orders = await stack.admin('GET', '/api/orders');
  const order = orders.body.find((o: any) => o.number === processed.body.orderNumber);
  assert.equal(order.status, 'paid');
  assert.equal(order.total, '7801.00');
  assert.equal(order.recipientName, 'Ada Lovelace');
  assert.equal(order.shippingAddress.street, '9 Elm St');
  assert.equal(order.billingAddress.street, '1 Main St');
  assert.equal(order.deliveryInstructions, 'Ring twice');
  assert.deepEqual(
    order.lines.map((l: any) => [l.name, l.quantity, l.lineTotal, l.imageUrl]),
    [
      ['Chair', 2, '2401.00', null],
      // The piece's first image as it was bought: the order page and the receipts show it.
      ['Table', 1, '4800.00', '/demo/products/tidewater-1-960.webp'],
    ],
  );
  const sales = await sql(
    stack.database.url,
    'SELECT product_id, buyer_name FROM cart_checkout.sales_history WHERE order_id = $1',
    [order.id],
  );
  assert.equal(sales.length, 2);
  assert.equal(sales[0]!.buyer_name, 'Ada Lovelace');
  await stack.waitFor(
    'catalog to commit the hold',
    async () => (await holdStatus(opened.body.paymentIntentId)) === 'committed',
  );
  assert.ok(stack.events.some((e) => e.type === 'checkout.order.paid'));
  assert.equal(await catalogStock(stack, table), 0);
  assert.equal(await catalogStock(stack, chair), 1);
});

test('the confirmation is read only by the session that paid', async () => {
  const lamp = await stack.createProduct({ name: 'Lamp', price: '300.00', quantity: 1 });
  const session = newSession();
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', {
    productId: lamp,
    quantity: 1,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  assert.equal(opened.body.total, '500.00');
  const path = (s: string) =>
    `/api/checkout/confirmation?paymentIntentId=${opened.body.paymentIntentId}&sessionId=${s}`;
  assert.equal((await stack.shopper(session, 'GET', path(session))).body.state, 'processing');
  await pay(session, opened.body.clientSecret);
  const confirmation = await stack.shopper(session, 'GET', path(session));
  assert.equal(confirmation.body.state, 'paid');
  assert.equal(confirmation.body.order.lines[0].name, 'Lamp');
  assert.equal(confirmation.body.order.total, '500.00');
  const stranger = newSession();
  assert.equal((await stack.shopper(stranger, 'GET', path(stranger))).status, 404);
});

test("the checkout form is checked with the spec's messages", async () => {
  const session = newSession();
  const answer = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm({
      recipientName: '',
      recipientEmail: 'nope',
      recipientPhone: '123',
      billingAddress: { street: '', city: '', state: 'N', zipCode: '123', country: 'CA' },
      sameAsbilling: false,
      shippingAddress: { street: '', city: '', state: '', zipCode: '' },
    }),
  });
  assert.equal(answer.status, 400);
  const messages = answer.body.issues.map((i: any) => i.message);
  for (const message of [
    'Recipient name is required',
    'Valid email is required',
    'Valid phone number is required',
    'Street address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
    'We only ship within the USA',
  ])
    assert.ok(messages.includes(message), `${message} in ${messages.join(' | ')}`);
});

test('duplicate and out-of-order confirmations make exactly one order', async () => {
  const piece = await stack.createProduct({ name: 'Vase', price: '90.00', quantity: 1 });
  const session = newSession();
  await addToCart(session, piece);
  const opened = (await openCartCheckout(session)).body;
  // The provider recorded the payment, then this service "died" before writing the order: nothing
  // fulfilled it. Now every path arrives at once, several times over.
  await sql(
    stack.database.url,
    `UPDATE cart_checkout.simulated_payment_intents SET status = 'succeeded' WHERE id = $1`,
    [opened.paymentIntentId],
  );
  const path = `/api/checkout/confirmation?paymentIntentId=${opened.paymentIntentId}&sessionId=${session}`;
  const answers = await Promise.all([
    ...Array.from({ length: 4 }, () => stack.shopper(session, 'GET', path)),
    ...Array.from({ length: 3 }, () =>
      stack.shopper(session, 'POST', '/api/process-payment', {
        sessionId: session,
        paymentData: checkoutForm(),
      }),
    ),
    pay(session, opened.clientSecret),
    stack.service.expiry.runNow().then(() => ({ status: 200, body: null })),
  ]);
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(await ordersFor(opened.paymentIntentId), 1);
  await stack.waitFor(
    'the hold to be committed',
    async () => (await holdStatus(opened.paymentIntentId)) === 'committed',
  );
  const paidEvents = stack.events.filter(
    (e) => e.type === 'checkout.order.paid' && (e.payload as any).paymentIntentId === opened.paymentIntentId,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(paidEvents.length, 1);
});

test('a payment landing after its hold was lost is refunded, and no order is made', async () => {
  const piece = await stack.createProduct({ name: 'Mirror', price: '700.00', quantity: 1 });
  const late = newSession();
  await addToCart(late, piece);
  const opened = (await openCartCheckout(late)).body;
  // The hold runs out; catalog's sweeper puts the piece back and another shopper takes it.
  await sql(
    stack.database.url,
    `UPDATE catalog.stock_holds SET expires_at = now() - interval '1 second' WHERE id = (SELECT hold_id FROM cart_checkout.checkouts WHERE payment_intent_id = $1)`,
    [opened.paymentIntentId],
  );
  await stack.waitFor(
    'the sweeper to release the hold',
    async () => (await holdStatus(opened.paymentIntentId)) === 'released',
  );
  await stack.waitFor('the stock to be back', async () => (await catalogStock(stack, piece)) === 1);
  const other = newSession();
  assert.equal(
    (await stack.shopper(other, 'POST', '/api/create-payment-intent', { productId: piece, quantity: 1 }))
      .status,
    200,
  );

  assert.equal((await pay(late, opened.clientSecret)).status, 200);
  const processed = await stack.shopper(late, 'POST', '/api/process-payment', {
    sessionId: late,
    paymentData: checkoutForm(),
  });
  assert.equal(processed.status, 409);
  assert.match(processed.body.message, /refunded/);
  const confirmation = await stack.shopper(
    late,
    'GET',
    `/api/checkout/confirmation?paymentIntentId=${opened.paymentIntentId}&sessionId=${late}`,
  );
  assert.equal(confirmation.body.state, 'refunded');
  assert.equal(await ordersFor(opened.paymentIntentId), 0);
  const [intent] = await sql(
    stack.database.url,
    'SELECT status FROM cart_checkout.simulated_payment_intents WHERE id = $1',
    [opened.paymentIntentId],
  );
  assert.equal(intent!.status, 'refunded');
  assert.equal(await catalogStock(stack, piece), 0, 'the other shopper still holds it');
});

test("a session holds a few pieces at most; catalog's holds are internal only", async () => {
  const piece = await stack.createProduct({ name: 'Stool', price: '100.00', quantity: 10 });
  const session = newSession();
  await addToCart(session, piece, 6);
  const tooMany = await openCartCheckout(session);
  assert.equal(tooMany.status, 409);
  assert.match(tooMany.body.message, /at most 5 pieces/);
  const url = `${stack.catalog.url}/internal/stock-holds`;
  const body = JSON.stringify({
    holdId: crypto.randomUUID(),
    lines: [{ productId: piece, quantity: 1 }],
    ttlSeconds: 60,
  });
  const anonymous = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  assert.equal(anonymous.status, 401);
  assert.equal(await catalogStock(stack, piece), 10);
});

test('admin orders: filter by status, shipped then delivered, never backwards; admin only', async () => {
  const piece = await stack.createProduct({ name: 'Desk', price: '2000.00', quantity: 1 });
  const session = newSession();
  const opened = (
    await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece, quantity: 1 })
  ).body;
  await pay(session, opened.clientSecret);
  const order = (await stack.admin('GET', '/api/orders?status=paid')).body.find(
    (o: any) => o.paymentIntentId === opened.paymentIntentId,
  );
  assert.ok(order);
  assert.equal((await stack.shopper(session, 'GET', '/api/orders')).status, 401);
  assert.equal(
    (await stack.admin('PATCH', `/api/orders/${order.id}/status`, { status: 'delivered' })).status,
    409,
  );
  assert.equal(
    (
      await stack.admin('PATCH', `/api/orders/${order.id}/status`, {
        status: 'shipped',
        carrier: 'ups',
        trackingNumber: '1Z999AA10123456784',
      })
    ).body.status,
    'shipped',
  );
  assert.equal(
    (await stack.admin('PATCH', `/api/orders/${order.id}/status`, { status: 'delivered' })).body.status,
    'delivered',
  );
  assert.equal(
    (await stack.admin('PATCH', `/api/orders/${order.id}/status`, { status: 'paid' })).status,
    400,
  );
  assert.equal((await stack.admin('GET', `/api/orders/${order.id}`)).body.status, 'delivered');
  assert.ok(
    (await stack.admin('GET', '/api/orders?status=delivered')).body.some((o: any) => o.id === order.id),
  );
  assert.equal((await stack.admin('GET', '/api/orders/999999')).status, 404);
});

test('a paid order keeps what the buyer sent first: a replayed process-payment changes nothing, shipped or not; the admin corrects it only before shipping', async () => {
  const piece = await stack.createProduct({ name: 'Cabinet', price: '9000.00', quantity: 1 });
  const session = newSession();
  const opened = (
    await stack.shopper(session, 'POST', '/api/create-payment-intent', { productId: piece, quantity: 1 })
  ).body;
  await pay(session, opened.clientSecret);
  const process = (form: Parameters<typeof checkoutForm>[0]) =>
    stack.shopper(session, 'POST', '/api/process-payment', {
      sessionId: session,
      paymentIntentId: opened.paymentIntentId,
      paymentData: checkoutForm(form),
    });
  const first = await process({ recipientName: 'Ada Collector' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const order = (await stack.admin('GET', '/api/orders')).body.find(
    (o: any) => o.paymentIntentId === opened.paymentIntentId,
  );
  assert.equal(order.recipientName, 'Ada Collector');

  const elsewhere = {
    recipientName: 'Mallory',
    sameAsbilling: false,
    shippingAddress: { street: '1 Dock Rd', city: 'Newark', state: 'NJ', zipCode: '07114', country: 'US' },
  };
  const replay = await process(elsewhere);
  assert.deepEqual(replay.body, { orderNumber: order.number, status: 'paid' });
  const afterReplay = (await stack.admin('GET', `/api/orders/${order.id}`)).body;
  assert.equal(afterReplay.recipientName, 'Ada Collector');
  assert.deepEqual(afterReplay.shippingAddress, order.shippingAddress);

  // The admin may correct the details while the order is paid...
  const corrected = await stack.admin(
    'PATCH',
    `/api/orders/${order.id}/delivery`,
    checkoutForm({ recipientName: 'Ada L. Collector', deliveryInstructions: 'Call before noon' }),
  );
  assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
  assert.equal(corrected.body.recipientName, 'Ada L. Collector');
  assert.equal(corrected.body.deliveryInstructions, 'Call before noon');
  const invalid = await stack.admin(
    'PATCH',
    `/api/orders/${order.id}/delivery`,
    checkoutForm({ recipientEmail: 'x' }),
  );
  assert.equal(invalid.status, 400);

  // ...but once it has shipped, neither the buyer's replay nor the admin changes where it goes.
  await stack.admin('PATCH', `/api/orders/${order.id}/status`, {
    status: 'shipped',
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
  });
  const shippedReplay = await process(elsewhere);
  assert.deepEqual(shippedReplay.body, { orderNumber: order.number, status: 'shipped' });
  const late = await stack.admin('PATCH', `/api/orders/${order.id}/delivery`, checkoutForm(elsewhere));
  assert.equal(late.status, 409);
  assert.match(late.body.message, /can change only before it ships/);
  const shipped = (await stack.admin('GET', `/api/orders/${order.id}`)).body;
  assert.equal(shipped.recipientName, 'Ada L. Collector');
  assert.deepEqual(shipped.shippingAddress, corrected.body.shippingAddress);
  assert.equal(
    (await stack.shopper(session, 'PATCH', `/api/orders/${order.id}/delivery`, checkoutForm())).status,
    401,
    'admin only',
  );
});

test('NUL in process-payment, the confirmation query or the simulated confirm is a 400 naming the field', async () => {
  const session = newSession();
  const processed = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm({ recipientName: 'Ada\u0000' }),
  });
  assert.equal(processed.status, 400);
  assert.match(processed.body.message, /recipientName must not contain control characters/);

  const confirmation = await stack.shopper(
    session,
    'GET',
    `/api/checkout/confirmation?paymentIntentId=pi%00x&sessionId=${session}`,
  );
  assert.equal(confirmation.status, 400);
  assert.match(confirmation.body.message, /paymentIntentId must not contain control characters/);

  const confirmed = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: 'pi_sim_1_secret\u0000',
    cardNumber: TEST_CARD,
  });
  assert.equal(confirmed.status, 400);
  assert.match(confirmed.body.message, /clientSecret must not contain control characters/);
});
