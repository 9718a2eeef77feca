// Catalog out of reach at the moment a paid checkout confirms its stock hold (every replica gone
// for a moment, as in a badly timed rolling restart): the shopper hears a 503 that asks them to try
// again, never a 500, and once catalog is back the same checkout makes its one order.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Balancer } from './support/balancer.mjs';
import { call, createRun, newSession, signIn } from './support/cluster.mjs';
import { addToCart, newPiece, shopperFriendlyLimits, TEST_CARD } from './support/shopping.mjs';

const PASSWORD = 'scaled-apart-admin-password';
let run;
let gateway;
let catalog;
const toCatalog = new Balancer();

before(async () => {
  run = await createRun('unreachable');
  await toCatalog.start();
  catalog = await run.start('catalog', 'catalog', { PORT: '3970' });
  toCatalog.add(catalog);
  const cart = await run.start('cart-checkout', 'cart-checkout', {
    ...shopperFriendlyLimits,
    PORT: '3971',
    CATALOG_URL: toCatalog.url,
  });
  gateway = await run.start('gateway', 'gateway', {
    ...shopperFriendlyLimits,
    PORT: '3972',
    HOST: '127.0.0.1',
    CATALOG_URL: catalog.url,
    CART_CHECKOUT_URL: cart.url,
    ADMIN_PASSWORD: PASSWORD,
  });
});
after(async () => {
  await run?.close();
  await toCatalog.stop();
});

test('a paid checkout while catalog is out of reach: 503 and try again, then exactly one order', async () => {
  const admin = await signIn(gateway, PASSWORD);
  const piece = await newPiece(gateway.url, admin, 'Out Of Reach Lamp');
  const session = newSession();
  assert.ok((await addToCart(gateway.url, session, piece)).ok);
  const opened = await call(gateway.url, 'POST', '/api/create-cart-payment-intent', {
    session,
    body: { sessionId: session },
  });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));

  toCatalog.remove(catalog);
  toCatalog.cut();
  const paid = await call(gateway.url, 'POST', '/api/checkout/simulated/confirm', {
    session,
    body: { clientSecret: opened.body.clientSecret, cardNumber: TEST_CARD },
  });
  assert.equal(paid.status, 503, JSON.stringify(paid.body));
  assert.match(paid.body.message, /briefly unavailable; please try again/);
  const [noOrder] = await run.sql('SELECT count(*)::int AS n FROM cart_checkout.orders');
  assert.equal(noOrder.n, 0);

  toCatalog.add(catalog);
  const again = await call(gateway.url, 'POST', '/api/checkout/simulated/confirm', {
    session,
    body: { clientSecret: opened.body.clientSecret, cardNumber: TEST_CARD },
  });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  const processed = await call(gateway.url, 'POST', '/api/process-payment', {
    session,
    body: {
      sessionId: session,
      paymentData: {
        recipientName: 'Scaled Shopper',
        recipientEmail: 'scaled@example.com',
        recipientPhone: '555-010-0199',
        billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
        sameAsbilling: true,
      },
    },
  });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  const [orders] = await run.sql('SELECT count(*)::int AS n FROM cart_checkout.orders');
  const [stock] = await run.sql('SELECT quantity FROM catalog.products WHERE id = $1', [piece]);
  console.log(
    `figures: catalog out of reach at payment: first confirm ${paid.status}, retry ${again.status}, process-payment ${processed.status}; orders ${orders.n}, stock left ${stock.quantity}`,
  );
  assert.equal(orders.n, 1);
  assert.equal(stock.quantity, 0);
});
