// A checkout service killed (SIGKILL, no shutdown) between the provider confirming a payment and
// the order being written loses no order and doubles none. cart-checkout runs as its own process
// with the Stripe adapter pointed at the local PaymentIntents fake; catalog runs as its own
// process. Both are reached through an HTTP hop that kills cart-checkout at one chosen request:
// when it asks Stripe for the intent during fulfilment, or just after catalog confirmed the stock
// hold (the last step before the order's transaction). The service is then restarted on the same
// database, Stripe redelivers the event and the shopper's process-payment arrives: exactly one
// order with its lines and sales history, the hold committed once, stock taken once, cart cleared.
import {
  createTestDatabase,
  createTestVhost,
  type TestDatabase,
  type TestVhost,
  testNamespace,
} from '@atelier/platform/testing';
import { ADMIN_ASSERTION_HEADER, signAdminAssertion } from '@atelier/platform';
import { SESSION_ID_HEADER } from '@atelier/contracts';
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import Stripe from 'stripe';
import type { CartCheckoutOptions } from '../src/index.js';
import { type CatalogProcess, freePort, startCatalogProcess } from './support/catalog-process.js';
import { checkoutForm } from './support/checkout-form.js';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.js';
import { orderCount, sql } from './support/pg.js';
import { internalAuthSecret, newSession, send } from './support/test-stack.js';

const webhookSecret = 'whsec_crash_test_secret';
const signer = new Stripe('sk_test_signer');

// The child runs the service's real start function under runServiceProcess, as main.ts does; only
// the Stripe host differs (main.ts always talks to api.stripe.com, unreachable here).
const childScript = `
import ${JSON.stringify(import.meta.resolve('reflect-metadata'))};
import { runServiceProcess } from ${JSON.stringify(import.meta.resolve('@atelier/platform'))};
import { startCartCheckout } from ${JSON.stringify(new URL('../src/index.js', import.meta.url).href)};
await runServiceProcess('cart-checkout', process.env, (deps) =>
  startCartCheckout(deps, JSON.parse(process.env.CART_CHECKOUT_OPTIONS)));
`;

/** What the hop does at a trapped request: kill before passing it on, or after the answer came. */
type Trap = { method: string; path: RegExp; kill: 'on-arrival' | 'after-answer' };

/** An HTTP hop in front of a real server that can SIGKILL cart-checkout at one request. */
interface Hop {
  url: string;
  arm(trap: Trap): Promise<void>;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

async function startHop(target: string, killService: () => Promise<void>): Promise<Hop> {
  let trap: (Trap & { sprung: () => void }) | undefined;
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    const trapped = trap && trap.method === req.method && trap.path.test(path) ? trap : undefined;
    if (trapped) trap = undefined;
    const spring = async () => {
      await killService();
      res.destroy();
      trapped!.sprung();
    };
    const body = await readBody(req);
    if (trapped?.kill === 'on-arrival') return spring();
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${path}`, {
      method: req.method,
      headers,
      body: body.length > 0 ? body : undefined,
    });
    const answerBody = Buffer.from(await answer.arrayBuffer());
    if (trapped) return spring();
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'request-id': answer.headers.get('request-id') ?? 'req_hop',
    });
    res.end(answerBody);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    arm: (armed) => new Promise<void>((sprung) => (trap = { ...armed, sprung })),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let database: TestDatabase;
let vhost: TestVhost;
let catalog: CatalogProcess;
let fake: FakeStripe;
let stripeHop: Hop;
let catalogHop: Hop;
let namespace: string;
let service: { url: string; child: ChildProcess } | undefined;

/** SIGKILL: no shutdown hook, no in-flight request finished, as when a container is killed. */
async function killService() {
  const running = service;
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

async function startService() {
  const port = await freePort();
  const options: CartCheckoutOptions = {
    port,
    host: '127.0.0.1',
    internalAuthSecret,
    catalogUrl: catalogHop.url,
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret,
      api: { ...hostAndPort(stripeHop.url), protocol: 'http' },
    },
    holdMinutes: 15,
    holdMinutesBeforePayment: 5,
    maxHeldPieces: 5,
    intentsPerSessionPerHour: 30,
    maxHeldPiecesPerAddress: 1000,
    holdsPerAddressPerHour: 1_000_000,
    expirySweepIntervalMs: 3_600_000,
  };
  const child = spawn(process.execPath, ['--input-type=module', '--eval', childScript], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      RABBITMQ_URL: vhost.url,
      EVENT_NAMESPACE: namespace,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      CART_CHECKOUT_OPTIONS: JSON.stringify(options),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  service = { url, child };
  await waitFor('cart-checkout to be ready', async () => {
    if (child.exitCode !== null) throw new Error(`cart-checkout exited with ${child.exitCode}`);
    return fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
  });
}

const hostAndPort = (url: string) => {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
};

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const shopper = (session: string, method: string, path: string, body?: unknown) =>
  send(service!.url, method, path, body, { [SESSION_ID_HEADER]: session });

/** Stripe's delivery of an event, signed; redeliveries of the same event keep its id. */
function signedEvent(id: string, intentId: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: fake.intents.get(intentId) },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

async function deliver(event: { payload: string; signature: string }) {
  const response = await fetch(`${service!.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
  return { status: response.status, body: await response.json() };
}

async function createProduct(name: string, quantity: number): Promise<number> {
  const created = await send(
    catalog.url,
    'POST',
    '/api/products',
    { name, price: '1500.00', quantity, description: 'A piece' },
    {
      [ADMIN_ASSERTION_HEADER]: signAdminAssertion(
        internalAuthSecret,
        { method: 'POST', url: '/api/products' },
        1,
      ),
    },
  );
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id as number;
  await waitFor(`product ${id} in cart-checkout's read model`, async () => {
    const rows = await sql(database.url, 'SELECT 1 FROM cart_checkout.products WHERE id = $1', [id]);
    return rows.length === 1;
  });
  return id;
}

const catalogStock = async (productId: number) =>
  (await send(catalog.url, 'GET', `/api/products/${productId}`, undefined, {})).body.quantity as number;

const holdStatus = async (paymentIntentId: string) =>
  (
    await sql<{ status: string }>(
      database.url,
      `SELECT h.status FROM catalog.stock_holds h JOIN cart_checkout.checkouts c ON c.hold_id = h.id
       WHERE c.payment_intent_id = $1`,
      [paymentIntentId],
    )
  )[0]?.status;

before(async () => {
  database = await createTestDatabase('crash');
  vhost = await createTestVhost('crash');
  namespace = testNamespace('crash');
  fake = await startFakeStripe();
  catalog = await startCatalogProcess({
    DATABASE_URL: database.url,
    RABBITMQ_URL: vhost.url,
    EVENT_NAMESPACE: namespace,
    INTERNAL_AUTH_SECRET: internalAuthSecret,
  });
  stripeHop = await startHop(`http://127.0.0.1:${fake.port}`, killService);
  catalogHop = await startHop(catalog.url, killService);
  await startService();
});

after(async () => {
  await killService();
  await stripeHop?.close();
  await catalogHop?.close();
  await catalog?.stop();
  await fake?.close();
  await database?.drop();
  await vhost?.delete();
});

/**
 * A two-line cart (two of one piece, one of another) paid at the fake; the service is killed at
 * `trap` (in front of Stripe or catalog) while the webhook fulfils it, restarted, and the payment
 * is delivered again.
 */
async function crashAndRecover(at: 'stripe' | 'catalog', trap: Trap, expectedHold: string) {
  const chairs = await createProduct(`Chair ${trap.kill}`, 3);
  const table = await createProduct(`Table ${trap.kill}`, 1);
  const session = newSession();
  for (const [productId, quantity] of [
    [chairs, 2],
    [table, 1],
  ] as const) {
    const added = await shopper(session, 'POST', '/api/cart', { productId, quantity, sessionId: session });
    assert.equal(added.status, 201, JSON.stringify(added.body));
  }
  const opened = await shopper(session, 'POST', '/api/create-cart-payment-intent', { sessionId: session });
  assert.equal(opened.status, 200, JSON.stringify(opened.body));
  const { paymentIntentId } = opened.body as { paymentIntentId: string };
  assert.equal(await catalogStock(chairs), 1, 'the hold took two chairs');
  assert.equal(await catalogStock(table), 0, 'the hold took the table');
  fake.succeed(paymentIntentId);

  const event = signedEvent(`evt_crash_${trap.kill}`, paymentIntentId);
  const sprung = (at === 'stripe' ? stripeHop : catalogHop).arm(trap);
  const firstDelivery = deliver(event).catch((error: Error) => ({ status: 0, body: error.message }));
  await sprung;
  assert.equal((await firstDelivery).status, 0, 'the service died before answering Stripe');
  assert.equal(service!.child.signalCode, 'SIGKILL');
  assert.equal(await orderCount(database.url, paymentIntentId), 0, 'killed before the order was written');
  assert.equal(await holdStatus(paymentIntentId), expectedHold);

  await startService();
  // Stripe retries an unacknowledged event with the same id; the shopper's page calls process-payment.
  const [redelivered, processed] = await Promise.all([
    deliver(event),
    shopper(session, 'POST', '/api/process-payment', {
      sessionId: session,
      paymentIntentId,
      paymentData: checkoutForm(),
    }),
  ]);
  assert.deepEqual(redelivered, { status: 200, body: { received: true } });
  assert.equal(processed.status, 200, JSON.stringify(processed.body));
  assert.deepEqual((await deliver(event)).body, { received: true, duplicate: true });
  assert.equal((await deliver(signedEvent(`evt_crash_${trap.kill}_late`, paymentIntentId))).status, 200);

  await waitFor(
    'catalog to commit the hold',
    async () => (await holdStatus(paymentIntentId)) === 'committed',
  );
  assert.equal(await orderCount(database.url, paymentIntentId), 1, 'exactly one order');
  const lines = await sql<{ product_id: number; quantity: number }>(
    database.url,
    `SELECT l.product_id, l.quantity FROM cart_checkout.order_lines l
     JOIN cart_checkout.orders o ON o.id = l.order_id WHERE o.payment_intent_id = $1 ORDER BY l.product_id`,
    [paymentIntentId],
  );
  assert.deepEqual(lines, [
    { product_id: chairs, quantity: 2 },
    { product_id: table, quantity: 1 },
  ]);
  const sales = await sql<{ product_id: number }>(
    database.url,
    `SELECT s.product_id FROM cart_checkout.sales_history s
     JOIN cart_checkout.orders o ON o.id = s.order_id WHERE o.payment_intent_id = $1 ORDER BY s.product_id`,
    [paymentIntentId],
  );
  assert.deepEqual(sales, [{ product_id: chairs }, { product_id: table }], 'one sales_history row per line');
  const [order] = await sql<{ recipient_name: string }>(
    database.url,
    'SELECT recipient_name FROM cart_checkout.orders WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  assert.equal(order!.recipient_name, 'Ada Lovelace');
  const paidEvents = await sql(
    database.url,
    `SELECT 1 FROM cart_checkout.outbox_events WHERE type = 'checkout.order.paid' AND payload->>'paymentIntentId' = $1`,
    [paymentIntentId],
  );
  assert.equal(paidEvents.length, 1, 'one checkout.order.paid event');
  assert.equal(await catalogStock(chairs), 1, 'two chairs taken once');
  assert.equal(await catalogStock(table), 0, 'the table taken once');
  const cart = await sql(database.url, 'SELECT 1 FROM cart_checkout.cart_items WHERE session_id = $1', [
    session,
  ]);
  assert.equal(cart.length, 0, 'the cart is cleared');
  assert.deepEqual(fake.refunds, [], 'nothing refunded');
}

test('killed while asking Stripe for the paid intent: the redelivered payment makes one order', () =>
  crashAndRecover(
    'stripe',
    { method: 'GET', path: /^\/v1\/payment_intents\/pi_/, kill: 'on-arrival' },
    'active',
  ));

test('killed after catalog confirmed the hold, before the order was written: one order, hold committed once', () =>
  crashAndRecover(
    'catalog',
    { method: 'POST', path: /^\/internal\/stock-holds\/[^/]+\/confirm$/, kill: 'after-answer' },
    'confirmed',
  ));
