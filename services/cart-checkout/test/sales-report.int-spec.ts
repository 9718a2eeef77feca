// The sales part of the admin's Reports (GET /api/reports/sales) against the real catalog process
// and PostgreSQL: orders made through the services' own paths (a cart, Buy Now, an auction's claim,
// a drawn release's claim), summed exactly by month in the owner's time zone, by channel, with every
// month of the period answered and each product's sales for the web to join.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addMonths, monthIn, monthsFrom } from '@atelier/contracts/reports';
import { BUYER_ASSERTION_HEADER, signBuyerAssertion } from '@atelier/platform';
import { buyerWithCard, claimOffered, payClaim, runAuction, tokenOf } from './support/auctions.js';
import { TEST_CARD } from './support/checkout-form.js';
import { sql } from './support/pg.js';
import {
  internalAuthSecret,
  newSession,
  send,
  startTestStack,
  type TestStack,
} from './support/test-stack.js';

let stack: TestStack;
before(async () => {
  stack = await startTestStack('sales_report');
});
after(async () => stack?.close());

const NEW_YORK = 'America/New_York';

const pay = async (session: string, clientSecret: string) => {
  const paid = await stack.shopper(session, 'POST', '/api/checkout/simulated/confirm', {
    clientSecret,
    cardNumber: TEST_CARD,
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
};

/** A shopper buys one piece with Buy Now; answers the payment intent's id. */
async function buyNow(name: string, price: string) {
  const productId = await stack.createProduct({ name, price, quantity: 1 });
  const session = newSession();
  const opened = await stack.shopper(session, 'POST', '/api/create-payment-intent', {
    productId,
    quantity: 1,
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  await pay(session, opened.body.clientSecret);
  return { productId, paymentIntentId: opened.body.paymentIntentId as string };
}

/** Moves an order's date, as if it had been paid then. */
async function paidAt(paymentIntentId: string, at: Date) {
  const moved = await sql(
    stack.database.url,
    'UPDATE cart_checkout.orders SET created_at = $2 WHERE payment_intent_id = $1 RETURNING id',
    [paymentIntentId, at],
  );
  assert.equal(moved.length, 1, 'the payment made its order');
}

/** A sneak peek converted as a drawn release, entered by one buyer, drawn, and its claim paid. */
async function drawnAndClaimed(price: string) {
  const item = await stack.catalogAdmin('POST', '/api/coming-soon', {
    name: 'Draw Bench',
    estimatedPrice: price,
  });
  const product = await stack.catalogAdmin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity: 1,
    sale: { mode: 'draw', entryWindowHours: 1 },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const productId = product.body.id as number;
  const release = await send(stack.catalog.url, 'GET', `/api/products/${productId}/draw`, undefined, {});
  const buyerId = await buyerWithCard(stack);
  const path = `/api/drawn-releases/${release.body.id}/entries`;
  const entered = await send(stack.catalog.url, 'POST', path, undefined, {
    [BUYER_ASSERTION_HEADER]: signBuyerAssertion(internalAuthSecret, { method: 'POST', url: path }, buyerId),
  });
  assert.equal(entered.status, 201, JSON.stringify(entered.body));
  const closed = await stack.catalogAdmin('POST', `/api/drawn-releases/${release.body.id}/close`, {
    reason: 'Closing early for the report',
  });
  assert.equal(closed.status, 200, JSON.stringify(closed.body));
  const paid = await payClaim(stack, tokenOf(await claimOffered(stack, productId, 1)));
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  return productId;
}

const report = async (query: string) => {
  const answer = await stack.admin('GET', `/api/reports/sales?${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};

test('revenue by month and channel, every month of the period, totals and sales per product', async () => {
  const now = new Date();
  // A cart of two chairs at 1,200.50: exact cents, never floating point.
  const chair = await stack.createProduct({ name: 'Chair', price: '1200.50', quantity: 2 });
  const session = newSession();
  assert.equal(
    (await stack.shopper(session, 'POST', '/api/cart', { productId: chair, quantity: 2, sessionId: session }))
      .status,
    201,
  );
  const cart = await stack.shopper(session, 'POST', '/api/create-cart-payment-intent', {
    sessionId: session,
  });
  assert.equal(cart.status, 200, JSON.stringify(cart.body));
  await pay(session, cart.body.clientSecret);

  // Paid at 03:00 UTC on the 1st, two months ago: still the month before in New York.
  const lamp = await buyNow('Lamp', '300.00');
  const boundary = new Date(`${addMonths(monthIn('UTC', now), -2)}-01T03:00:00Z`);
  await paidAt(lamp.paymentIntentId, boundary);
  // Two years ago: all time only.
  const vase = await buyNow('Vase', '90.00');
  const longAgo = new Date(now.getTime() - 2 * 366 * 24 * 3600_000);
  await paidAt(vase.paymentIntentId, longAgo);

  const [a, b] = [await buyerWithCard(stack), await buyerWithCard(stack)];
  const won = await runAuction(stack, [
    { buyerId: a, max: '3000' },
    { buyerId: b, max: '2000' },
  ]);
  const claimed = await payClaim(stack, tokenOf(await claimOffered(stack, won.productId, 1)));
  assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
  const drawn = await drawnAndClaimed('900');

  const body = await report(`period=last-12-months&timeZone=${encodeURIComponent(NEW_YORK)}`);
  const thisMonth = monthIn(NEW_YORK, new Date());
  assert.deepEqual(body.period, {
    period: 'last-12-months',
    timeZone: NEW_YORK,
    fromMonth: addMonths(thisMonth, -11),
    toMonth: thisMonth,
  });
  assert.deepEqual(
    body.months.map((m: { month: string }) => m.month),
    monthsFrom(addMonths(thisMonth, -11), thisMonth),
  );
  const month = (key: string) => body.months.find((m: { month: string }) => m.month === key);
  assert.deepEqual(month(monthIn(NEW_YORK, boundary)), {
    month: addMonths(monthIn('UTC', boundary), -1),
    orders: 1,
    pieces: 1,
    shop: '300.00',
    auction: '0.00',
    draw: '0.00',
    shipping: '200.00',
    revenue: '500.00',
  });
  assert.deepEqual(month(thisMonth), {
    month: thisMonth,
    orders: 3,
    pieces: 4,
    shop: '2401.00',
    auction: '2100.00',
    draw: '900.00',
    shipping: '800.00',
    revenue: '6201.00',
  });
  assert.deepEqual(body.totals, {
    orders: 4,
    pieces: 5,
    shop: '2701.00',
    auction: '2100.00',
    draw: '900.00',
    shipping: '1000.00',
    revenue: '6701.00',
  });
  assert.equal(
    body.months.filter((m: { orders: number }) => m.orders === 0).length,
    10,
    'months without sales are zeros',
  );
  assert.deepEqual(
    body.products.map((p: { productId: number; pieces: number; revenue: string }) => [
      p.productId,
      p.pieces,
      p.revenue,
    ]),
    [
      [lamp.productId, 1, '300.00'],
      [chair, 2, '2401.00'],
      [won.productId, 1, '2100.00'],
      [drawn, 1, '900.00'],
    ],
    'first sale first',
  );
  assert.deepEqual(
    body.products.map((p: { name: string }) => p.name).filter((name: string) => !name.startsWith('Auction')),
    ['Lamp', 'Chair', 'Draw Bench'],
  );
  const lampSales = body.products[0];
  assert.equal(lampSales.firstSoldAt, boundary.toISOString());
  assert.equal(lampSales.lastSoldAt, boundary.toISOString());

  // In UTC the boundary order is two months ago, not three.
  const utc = await report('period=last-12-months');
  assert.equal(utc.period.timeZone, 'UTC');
  const utcMonth = utc.months.find((m: { month: string }) => m.month === monthIn('UTC', boundary));
  assert.equal(utcMonth.revenue, '500.00');

  // All time starts at the first sale's month and counts the old vase too.
  const allTime = await report(`period=all-time&timeZone=${encodeURIComponent(NEW_YORK)}`);
  assert.equal(allTime.period.fromMonth, null);
  assert.equal(allTime.months[0].month, monthIn(NEW_YORK, longAgo));
  assert.equal(allTime.months.at(-1).month, thisMonth);
  assert.deepEqual([allTime.totals.orders, allTime.totals.revenue], [5, '6991.00']);
  assert.equal(allTime.products[0].productId, vase.productId);

  // This year: from January (the boundary order may fall in last year).
  const thisYear = await report(`period=this-year&timeZone=${encodeURIComponent(NEW_YORK)}`);
  assert.equal(thisYear.months[0].month, `${thisMonth.slice(0, 4)}-01`);
  assert.equal(thisYear.months.length, Number(thisMonth.slice(5)));
});

test('admin only; an unknown period or time zone is a 400 naming it', async () => {
  assert.equal((await send(stack.service.url, 'GET', '/api/reports/sales', undefined, {})).status, 401);
  const period = await stack.admin('GET', '/api/reports/sales?period=yesterday');
  assert.equal(period.status, 400);
  assert.match(period.body.message, /period must be one of/);
  const zone = await stack.admin(
    'GET',
    `/api/reports/sales?timeZone=${encodeURIComponent('Atlantis/Capital')}`,
  );
  assert.equal(zone.status, 400);
  assert.match(zone.body.message, /timeZone must be an IANA time zone name/);
});
