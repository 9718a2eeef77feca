// A hostile visitor cannot hold the whole stock: session ids are made by the client, so one
// address with 100 of them tries to hold every piece (issue 18). The pieces one address holds at
// once and the checkouts it opens per hour are capped, whatever its sessions; held pieces read as
// reserved (with until when), never as sold out; an honest shopper elsewhere still buys.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { checkoutForm, TEST_CARD } from './support/checkout-form.js';
import { catalogStock, newSession, startTestStack, type TestStack } from './support/test-stack.js';

const STRANGER = { 'x-forwarded-for': '203.0.113.66' };
const HONEST = { 'x-forwarded-for': '198.51.100.23' };

let stack: TestStack;
before(async () => {
  stack = await startTestStack('holds-per-address', undefined, {
    maxHeldPiecesPerAddress: 3,
    holdsPerAddressPerHour: 40,
  });
});
after(async () => stack?.close());

test('one address with 100 session ids holds at most its cap; an honest shopper still buys', async () => {
  const oneOfOne = await stack.createProduct({ name: 'Drop-day Cabinet', price: '18000.00', quantity: 1 });
  const chairs = await stack.createProduct({ name: 'Drop-day Chair', price: '4200.00', quantity: 4 });
  const statuses = new Map<number, number>();
  for (let i = 0; i < 100; i++) {
    const productId = i % 2 === 0 ? oneOfOne : chairs;
    const answer = await stack.shopper(
      newSession(),
      'POST',
      '/api/create-payment-intent',
      { productId, quantity: 1 },
      STRANGER,
    );
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 429) assert.match(answer.body.message, /from your network/);
    // Its own earlier hold on the one-of-one piece: reserved, not out of stock.
    if (answer.status === 409) assert.match(answer.body.message, /^Reserved by another collector/);
  }
  assert.equal(statuses.get(200), 3, `only the address's cap is held: ${[...statuses]}`);
  assert.equal((statuses.get(429) ?? 0) + (statuses.get(409) ?? 0), 97, `${[...statuses]}`);
  assert.ok((statuses.get(429) ?? 0) >= 90, `${[...statuses]}`);
  assert.equal(await catalogStock(stack, oneOfOne), 0, 'the one-of-one piece is among them');
  assert.equal(await catalogStock(stack, chairs), 2, 'two of four chairs held, two left');

  // A held piece reads as reserved, with until when, not as sold out.
  const cabinet = (await stack.catalogAdmin('GET', `/api/products/${oneOfOne}`)).body;
  assert.equal(cabinet.quantity, 0);
  assert.equal(cabinet.reservedQuantity, 1);
  // Only the short opening hold: the script never pressed Pay, so the piece is back within minutes.
  const reservedFor = Date.parse(cabinet.reservedUntil) - Date.now();
  assert.ok(reservedFor > 3 * 60_000 && reservedFor <= 5 * 60_000, `reserved for ${reservedFor} ms`);
  const honest = newSession();
  const reserved = await stack.shopper(
    honest,
    'POST',
    '/api/cart',
    { productId: oneOfOne, sessionId: honest },
    HONEST,
  );
  assert.equal(reserved.status, 409);
  assert.match(reserved.body.message, /^Reserved by another collector — check back in \d+ minutes?$/);

  // The honest shopper, from another address, buys a chair the stranger could not hold.
  const opened = await stack.shopper(
    honest,
    'POST',
    '/api/create-payment-intent',
    { productId: chairs, quantity: 1 },
    HONEST,
  );
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const paid = await stack.shopper(
    honest,
    'POST',
    '/api/checkout/simulated/confirm',
    { clientSecret: opened.body.clientSecret, cardNumber: TEST_CARD },
    HONEST,
  );
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  const processed = await stack.shopper(
    honest,
    'POST',
    '/api/process-payment',
    { sessionId: honest, paymentIntentId: opened.body.paymentIntentId, paymentData: checkoutForm() },
    HONEST,
  );
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  assert.match(processed.body.orderNumber, /^AT-\d{6}$/);
  assert.equal(await catalogStock(stack, chairs), 1);
});

test('a shopper moving from piece to piece replaces their hold: only live holds count against the address', async () => {
  const from = { 'x-forwarded-for': '192.0.2.200' };
  const session = newSession();
  for (let i = 0; i < 5; i++) {
    const piece = await stack.createProduct({ name: `Browsed Piece ${i}`, price: '3000.00', quantity: 1 });
    const answer = await stack.shopper(
      session,
      'POST',
      '/api/create-payment-intent',
      { productId: piece },
      from,
    );
    assert.equal(answer.status, 200, `piece ${i}: ${JSON.stringify(answer.body)}`);
  }
});

test('one IPv6 /64 is one shopper, and ::ffff:1.2.3.4 is 1.2.3.4: their holds count together', async () => {
  const open = async (address: string) => {
    const piece = await stack.createProduct({
      name: `Rotated Piece ${address}`,
      price: '2500.00',
      quantity: 1,
    });
    return stack.shopper(
      newSession(),
      'POST',
      '/api/create-payment-intent',
      { productId: piece },
      {
        'x-forwarded-for': address,
      },
    );
  };
  // A new address of the same /64 for each piece: an ISP gives each subscriber at least a /64.
  for (const address of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:1:abcd::3'])
    assert.equal((await open(address)).status, 200, address);
  const fourth = await open('2001:db8:77:1::4');
  assert.equal(fourth.status, 429, 'the /64 holds its cap already');
  assert.match(fourth.body.message, /from your network/);
  assert.equal((await open('2001:db8:77:2::1')).status, 200, 'the next /64 is someone else');

  // The same IPv4 client written two ways, as a dual-stack listener reports it and as IPv4.
  for (const address of ['198.51.100.99', '::ffff:198.51.100.99', '198.51.100.99'])
    assert.equal((await open(address)).status, 200, address);
  assert.equal((await open('::ffff:198.51.100.99')).status, 429, 'one client, one cap');
});
