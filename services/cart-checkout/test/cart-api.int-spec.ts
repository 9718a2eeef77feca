// The cart API against real PostgreSQL, RabbitMQ and a real catalog process: lines carry the read
// model's product, quantities stay within stock, and one session never sees another's lines.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newSession, startTestStack, type TestStack } from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('cart_api');
});
after(async () => stack?.close());

test('a line carries its product; adding again adds to the line up to the stock', async () => {
  const productId = await stack.createProduct({ name: 'Oak Bench', price: '2400.00', quantity: 2 });
  const session = newSession();
  const added = await stack.shopper(session, 'POST', '/api/cart', {
    productId,
    quantity: 1,
    sessionId: session,
  });
  assert.equal(added.status, 201);
  assert.deepEqual(added.body.product, {
    name: 'Oak Bench',
    price: '2400.00',
    imageUrls: [],
    category: 'other',
    quantity: 2,
  });
  assert.equal(
    (await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session })).body.quantity,
    2,
  );
  const third = await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session });
  assert.equal(third.status, 409);
  assert.equal(third.body.message, 'Only 2 available in stock');

  const cart = await stack.shopper(session, 'GET', `/api/cart?sessionId=${session}`);
  assert.equal(cart.status, 200);
  assert.equal(cart.body.length, 1);
  assert.equal(cart.body[0].quantity, 2);
});

test("PATCH and DELETE reach only the calling session's lines; others get a 404", async () => {
  const productId = await stack.createProduct({ quantity: 3 });
  const mine = newSession();
  const theirs = newSession();
  const line = (await stack.shopper(mine, 'POST', '/api/cart', { productId, sessionId: mine })).body;
  assert.equal((await stack.shopper(theirs, 'PATCH', `/api/cart/${line.id}`, { quantity: 2 })).status, 404);
  assert.equal((await stack.shopper(theirs, 'DELETE', `/api/cart/${line.id}`)).status, 404);
  assert.equal((await stack.shopper(theirs, 'GET', '/api/cart')).body.length, 0);

  const over = await stack.shopper(mine, 'PATCH', `/api/cart/${line.id}`, { quantity: 4 });
  assert.equal(over.status, 409);
  assert.equal(over.body.message, 'Only 3 available in stock');
  assert.equal((await stack.shopper(mine, 'PATCH', `/api/cart/${line.id}`, { quantity: 0 })).status, 400);
  assert.equal(
    (await stack.shopper(mine, 'PATCH', `/api/cart/${line.id}`, { quantity: 3 })).body.quantity,
    3,
  );
  assert.equal((await stack.shopper(mine, 'DELETE', `/api/cart/${line.id}`)).status, 204);
  assert.equal((await stack.shopper(mine, 'GET', '/api/cart')).body.length, 0);
});

test('session ids are validated; header and query must agree; clear empties one cart', async () => {
  const productId = await stack.createProduct({ quantity: 1 });
  const short = await stack.shopper('abc', 'GET', '/api/cart');
  assert.equal(short.status, 400);
  assert.match(short.body.message, /at least 16/);
  const session = newSession();
  assert.equal((await stack.shopper(session, 'GET', `/api/cart?sessionId=${newSession()}`)).status, 400);
  const bad = await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: 'not valid!' });
  assert.equal(bad.status, 400);
  await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session });
  assert.equal((await stack.shopper(session, 'DELETE', `/api/cart/clear/${session}`)).status, 204);
  assert.equal((await stack.shopper(session, 'GET', '/api/cart')).body.length, 0);
});

test('cart answers are never cached', async () => {
  const response = await fetch(`${stack.service.url}/api/cart?sessionId=${newSession()}`);
  assert.equal(response.headers.get('cache-control'), 'private, no-store');
});

test('unknown products are 404; out of stock is "Out of Stock"', async () => {
  const session = newSession();
  assert.equal(
    (await stack.shopper(session, 'POST', '/api/cart', { productId: 999999, sessionId: session })).status,
    404,
  );
  const soldOut = await stack.createProduct({ quantity: 0 });
  const answer = await stack.shopper(session, 'POST', '/api/cart', {
    productId: soldOut,
    sessionId: session,
  });
  assert.equal(answer.status, 409);
  assert.equal(answer.body.message, 'Out of Stock');
});

test('catalog events keep lines current; a decommissioned or deleted piece leaves every cart', async () => {
  const productId = await stack.createProduct({ name: 'Lamp', price: '300.00', quantity: 4 });
  const session = newSession();
  await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session });
  await stack.catalogAdmin('PATCH', `/api/products/${productId}`, { price: '350.00', name: 'Brass Lamp' });
  await stack.waitFor('the new price', async () => {
    const cart = await stack.shopper(session, 'GET', '/api/cart');
    return cart.body[0]?.product.price === '350.00' && cart.body[0].product.name === 'Brass Lamp';
  });
  await stack.catalogAdmin('PATCH', `/api/products/${productId}/decommission`);
  await stack.waitFor(
    'the line to leave the cart',
    async () => (await stack.shopper(session, 'GET', '/api/cart')).body.length === 0,
  );
  assert.equal(
    (await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session })).status,
    404,
  );
});
