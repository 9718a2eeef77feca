// Never sell a piece twice: 50 sessions try to buy the same one-of-a-kind piece at once, 8 rounds
// over. Each round exactly one checkout gets the hold and exactly one order is made; every other
// shopper hears 'Out of Stock' (or, while the winner's hold is open, that the piece is reserved);
// catalog's stock ends at 0 and a CHECK keeps it from going below.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

const SESSIONS = 50;
// Each round is a fresh piece raced by all 50 sessions in a new order: 400 racing checkouts in all
// (twenty rounds took CI a minute or two for no new kind of race).
const ROUNDS = 8;

let stack: TestStack;
before(async () => {
  stack = await startTestStack('race');
});
after(async () => stack?.close());

/** One shopper's whole path: add to cart, open checkout, pay, process. The order number, or the refusal. */
async function shop(session: string, productId: number): Promise<{ order?: string; refusal?: string }> {
  const added = await stack.shopper(session, 'POST', '/api/cart', { productId, sessionId: session });
  if (added.status !== 201) return { refusal: `cart ${added.status} ${added.body?.message}` };
  const opened = await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', {
    sessionId: session,
  });
  if (opened.status !== 200) return { refusal: `${opened.status} ${opened.body.message}` };
  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret: opened.body.clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const processed = await stack.shopper(session, 'POST', '/api/process-payment', {
    sessionId: session,
    paymentData: checkoutForm(),
  });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  return { order: processed.body.orderNumber };
}

test('the stock column refuses to go below zero', async () => {
  const [check] = await sql<{ def: string }>(
    stack.database.url,
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'products_quantity_check'`,
  );
  assert.match(check!.def, /quantity >= 0/);
  const productId = await stack.createProduct({ quantity: 0 });
  await assert.rejects(
    sql(stack.database.url, 'UPDATE catalog.products SET quantity = quantity - 1 WHERE id = $1', [productId]),
    /products_quantity_check/,
  );
});

test(`${SESSIONS} sessions racing for a quantity-1 piece, ${ROUNDS} rounds: exactly one order each`, async () => {
  for (let round = 1; round <= ROUNDS; round++) {
    const productId = await stack.createProduct({
      name: `Unique piece ${round}`,
      price: '5000.00',
      quantity: 1,
    });
    const results = await Promise.all(Array.from({ length: SESSIONS }, () => shop(newSession(), productId)));
    const orders = results.filter((r) => r.order);
    assert.equal(orders.length, 1, `round ${round}: ${orders.length} orders`);
    for (const { refusal } of results.filter((r) => !r.order))
      // Out of Stock once the winner has paid; reserved while the winner's hold is still open.
      assert.match(
        refusal ?? '',
        /^(cart )?409 (Out of Stock|Reserved by another collector — check back in \d+ minutes?)$/,
        `round ${round}: ${refusal}`,
      );
    const [row] = await sql<{ n: string }>(
      stack.database.url,
      'SELECT count(*) AS n FROM cart_checkout.order_lines WHERE product_id = $1',
      [productId],
    );
    assert.equal(Number(row!.n), 1, `round ${round}: order lines`);
    assert.equal(await catalogStock(stack, productId), 0, `round ${round}: stock`);
  }
  const [negative] = await sql<{ n: string }>(
    stack.database.url,
    'SELECT count(*) AS n FROM catalog.products WHERE quantity < 0',
  );
  assert.equal(Number(negative!.n), 0);
});
