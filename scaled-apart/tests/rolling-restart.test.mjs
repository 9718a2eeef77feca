// A rolling restart of one service while shoppers buy: two replicas of every service (catalog,
// cart-checkout, notifications, gateway), each tier behind a round-robin balancer standing in for
// a Kubernetes Service. One service at a time is rolled as a Deployment rolls it (maxSurge 1,
// maxUnavailable 0): a replacement starts and joins once ready, then an old replica leaves the
// balancer and gets SIGTERM, drains and exits. Meanwhile shoppers create and buy pieces without
// pause and the admin adds sneak-peek items. Afterwards: every purchase made its one order, and
// every event (catalog's product and sneak-peek events, checkout's order.paid) was published and
// handled by its consumers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { call, createRun, eventually, signIn, sleep } from './support/cluster.mjs';
import { newPiece, shop, shopperFriendlyLimits } from './support/shopping.mjs';
import { createTiers } from './support/tiers.mjs';

const PASSWORD = 'scaled-apart-admin-password';
const SHOPPERS = 3;
let run;
let rollout;
let tiers;
let admin;

const TIER_ENV = {
  notifications: () => ({
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: run.redisPrefix,
    PUBLIC_ORIGIN: 'https://atelier.test',
  }),
  catalog: () => ({ STOCK_HOLD_SWEEP_SECONDS: '1' }),
  'cart-checkout': () => ({ ...shopperFriendlyLimits, CATALOG_URL: tiers.catalog.balancer.url }),
  gateway: () => ({
    ...shopperFriendlyLimits,
    HOST: '127.0.0.1',
    CATALOG_URL: tiers.catalog.balancer.url,
    CART_CHECKOUT_URL: tiers['cart-checkout'].balancer.url,
    NOTIFICATIONS_URL: tiers.notifications.balancer.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `${run.redisPrefix}:`,
    ADMIN_PASSWORD: PASSWORD,
  }),
};

before(async () => {
  run = await createRun('rolling');
  rollout = await createTiers(run, TIER_ENV, 3940);
  tiers = rollout.tiers;
  const startReplica = rollout.startReplica;
  // Consumers before producers (an event reaches only the queues that exist when it is published);
  // each tier's two replicas start at once, as a Deployment's do.
  for (const service of ['notifications', 'catalog', 'cart-checkout'])
    await Promise.all([startReplica(service), startReplica(service)]);
  // The first gateway creates the admin user; the second finds it.
  await startReplica('gateway');
  await startReplica('gateway');
  admin = await signIn(tiers.gateway.balancer, PASSWORD);
});
after(async () => {
  await run?.close();
  await rollout?.stop();
});

/** Rolls `service`: each old replica must exit 0 on SIGTERM; the seconds each took. */
async function rollingRestart(service) {
  const exits = await rollout.rollingRestart(service);
  for (const exit of exits)
    assert.equal(exit.code, 0, `${exit.name} exited with ${exit.code ?? exit.signal} on SIGTERM`);
  return exits.map((exit) => exit.seconds);
}

/** Shoppers buying fresh pieces, and the admin adding sneak-peek items, until `work` is done. */
async function tradingDuring(work) {
  const base = tiers.gateway.balancer.url;
  let done = false;
  const purchases = [];
  const failures = [];
  const items = [];
  /** Requests answered 502/503/504 or dropped, and tried again (per method, route and answer). */
  const retried = {};
  const shopper = async () => {
    while (!done) {
      try {
        const piece = await newPiece(base, admin, `Rolling Piece ${Date.now()}`, 1, retried);
        purchases.push({ piece, ...(await shop(base, piece, { retry: retried })) });
      } catch (error) {
        failures.push(error.message);
        await sleep(100);
      }
    }
  };
  const curator = async () => {
    while (!done) {
      const item = await call(base, 'POST', '/api/coming-soon', {
        admin,
        retry: retried,
        body: { name: `Rolling Sneak Peek ${items.length + 1}` },
      }).catch((error) => ({ status: error.message }));
      if (item.status === 201) items.push(item.body.id);
      else failures.push(`sneak peek: ${item.status}`);
      await sleep(300);
    }
  };
  const loops = [...Array.from({ length: SHOPPERS }, shopper), curator()];
  const t0 = performance.now();
  const result = await work();
  done = true;
  await Promise.all(loops);
  return { result, purchases, failures, items, retried, seconds: (performance.now() - t0) / 1000 };
}

/** Every event published and handled: outboxes empty, order.paid in catalog's inbox, items in notifications. */
async function eventsSettled(purchases, items) {
  return eventually(
    'every event published and handled',
    async () => {
      const [unpublished] = await run.sql(
        `SELECT (SELECT count(*) FROM catalog.outbox_events WHERE published_at IS NULL)
              + (SELECT count(*) FROM cart_checkout.outbox_events WHERE published_at IS NULL) AS n`,
      );
      const [paid] = await run.sql(
        `SELECT count(*)::int AS published,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM catalog.inbox_events i
                  WHERE i.consumer = 'catalog.stock-holds' AND i.event_id = o.id))::int AS handled
         FROM cart_checkout.outbox_events o WHERE o.type = 'checkout.order.paid'`,
      );
      const [known] = await run.sql(
        'SELECT count(*)::int AS n FROM notifications.coming_soon_items WHERE id = ANY($1)',
        [items],
      );
      const [inCart] = await run.sql(
        'SELECT count(*)::int AS n FROM cart_checkout.products WHERE id = ANY($1)',
        [purchases.map((p) => p.piece)],
      );
      const settled =
        Number(unpublished.n) === 0 &&
        paid.handled === paid.published &&
        known.n === items.length &&
        inCart.n === purchases.length;
      return settled && { orderPaid: paid.published, items: known.n };
    },
    90_000,
  );
}

for (const service of ['catalog', 'cart-checkout', 'notifications', 'gateway'])
  test(`a rolling restart of ${service} while shoppers buy: no order and no event lost`, async () => {
    const [ordersBefore] = await run.sql('SELECT count(*)::int AS n FROM cart_checkout.orders');
    const {
      result: drains,
      purchases,
      failures,
      items,
      retried,
      seconds,
    } = await tradingDuring(() => rollingRestart(service));
    const settled = await eventsSettled(purchases, items);
    const orders = purchases.filter((p) => p.order);
    const [ordersAfter] = await run.sql('SELECT count(*)::int AS n FROM cart_checkout.orders');
    const [sold] = await run.sql(
      `SELECT count(*)::int AS lines, count(DISTINCT l.product_id)::int AS pieces,
              count(*) FILTER (WHERE p.quantity = 0)::int AS out_of_stock
       FROM cart_checkout.order_lines l JOIN catalog.products p ON p.id = l.product_id
       WHERE l.product_id = ANY($1)`,
      [purchases.map((p) => p.piece)],
    );
    const [committed] = await run.sql(
      `SELECT count(DISTINCT h.id)::int AS n FROM catalog.stock_holds h
       JOIN catalog.stock_hold_lines l ON l.hold_id = h.id
       WHERE h.status = 'committed' AND l.product_id = ANY($1)`,
      [purchases.map((p) => p.piece)],
    );
    console.log(
      `figures: rolling restart of ${service} (2 replicas, ${seconds.toFixed(1)} s, SIGTERM to exit ${drains.map((d) => `${d.toFixed(1)} s`).join(' and ')}): ${orders.length} purchases completed, ${ordersAfter.n - ordersBefore.n} orders recorded, ${committed.n} holds committed, ${settled.orderPaid} order.paid events handled in total, ${items.length} sneak-peek items made and ${settled.items} known to notifications; requests tried again: ${
        Object.entries(retried)
          .map(([k, n]) => `${n}x ${k}`)
          .join(', ') || 'none'
      }; failed after retries: ${failures.length}${failures.length ? ` (${failures.slice(0, 3).join('; ')})` : ''}`,
    );
    // A failure's request id finds what the processes logged about it.
    for (const requestId of failures.join(' ').match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [])
      for (const replica of run.processes)
        for (const line of replica.lines.filter((l) => l.includes(requestId)))
          console.error(`[${replica.name}] ${line}`);
    assert.deepEqual(failures, [], 'no shopper or admin request failed for good during the restart');
    assert.ok(orders.length > 0, 'purchases were made during the restart');
    assert.equal(orders.length, purchases.length, 'every purchase ended in an order');
    assert.equal(ordersAfter.n - ordersBefore.n, orders.length, 'every order recorded once');
    assert.deepEqual(sold, { lines: orders.length, pieces: orders.length, out_of_stock: orders.length });
    assert.equal(committed.n, orders.length, "every order's hold committed (its order.paid event handled)");
  });
