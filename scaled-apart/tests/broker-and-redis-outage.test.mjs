// The store through a RabbitMQ outage of two minutes and a Redis outage of one inside it (issue 33):
// readiness says whether a process can serve its own requests, so neither outage takes a process
// out of service. Every process (catalog, cart-checkout, notifications, gateway) stays ready, the
// storefront keeps answering, a checkout completes while both are down, and once they are back
// every event written meanwhile is published from the outboxes and handled by its consumers.
//
// Both outages are of this test's own instances, never the machine's (other suites use those):
// Redis is a redis-server of its own, stopped and started again (empty, as a restarted cache is);
// RabbitMQ is the machine's broker, but in a vhost of this run's own and reached only through a TCP
// proxy this test cuts (every connection dropped, new ones refused: to the clients, the broker is
// gone) and restores.
//
//   OUTAGE_BROKER_SECONDS (default 120) and OUTAGE_REDIS_SECONDS (default 60) set the two outages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { freePort, startOwnRedis, TcpProxy } from '@atelier/platform/testing';
import { call, createRun, eventually, signIn, sleep } from './support/cluster.mjs';
import { newPiece, shop, shopperFriendlyLimits } from './support/shopping.mjs';

const PASSWORD = 'scaled-apart-admin-password';
const seconds = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const BROKER_SECONDS = seconds('OUTAGE_BROKER_SECONDS', 120);
const REDIS_SECONDS = Math.min(seconds('OUTAGE_REDIS_SECONDS', 60), BROKER_SECONDS);

let run;
let brokerProxy;
let redis;
const processes = {};

before(async () => {
  run = await createRun('outage');
  const broker = new URL(run.vhost.url);
  brokerProxy = new TcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
  await brokerProxy.start();
  broker.host = `127.0.0.1:${brokerProxy.port}`;
  redis = await startOwnRedis();
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const common = { RABBITMQ_URL: broker.toString() };
  // Consumers first: an event reaches only the queues that exist when it is published.
  processes.notifications = await run.start('notifications', 'notifications', {
    ...common,
    PORT: String(ports[0]),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: run.redisPrefix,
    PUBLIC_ORIGIN: 'https://atelier.test',
  });
  processes.catalog = await run.start('catalog', 'catalog', {
    ...common,
    PORT: String(ports[1]),
    STOCK_HOLD_SWEEP_SECONDS: '1',
  });
  processes['cart-checkout'] = await run.start('cart-checkout', 'cart-checkout', {
    ...common,
    ...shopperFriendlyLimits,
    PORT: String(ports[2]),
    CATALOG_URL: processes.catalog.url,
  });
  processes.gateway = await run.start('gateway', 'gateway', {
    ...common,
    ...shopperFriendlyLimits,
    PORT: String(ports[3]),
    HOST: '127.0.0.1',
    CATALOG_URL: processes.catalog.url,
    CART_CHECKOUT_URL: processes['cart-checkout'].url,
    NOTIFICATIONS_URL: processes.notifications.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `${run.redisPrefix}:`,
    ADMIN_PASSWORD: PASSWORD,
  });
});
after(async () => {
  brokerProxy?.restore();
  await run?.close();
  await brokerProxy?.stop();
  await redis?.stop();
});

/** Each process's /health/ready status, by name. */
const readiness = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(processes).map(async ([name, started]) => [
        name,
        await fetch(`${started.url}/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status,
          (error) => `no answer (${error.message})`,
        ),
      ]),
    ),
  );

test(`RabbitMQ down ${BROKER_SECONDS} s and Redis ${REDIS_SECONDS} s: the store stays ready and serving, a checkout completes, every event arrives once they are back`, async () => {
  const base = processes.gateway.url;
  const admin = await signIn(processes.gateway, PASSWORD);
  // Pieces made before the outage: cart-checkout learns of new pieces by catalog's events.
  const pieces = [];
  for (const name of ['Outage Lamp', 'Outage Stool']) pieces.push(await newPiece(base, admin, name));
  await eventually(
    'cart-checkout knowing the pieces',
    async () =>
      (await run.sql('SELECT count(*)::int AS n FROM cart_checkout.products WHERE id = ANY($1)', [pieces]))[0]
        .n === pieces.length,
  );
  const [paidBefore] = await run.sql(
    "SELECT count(*)::int AS n FROM cart_checkout.outbox_events WHERE type = 'checkout.order.paid'",
  );

  const t0 = Date.now();
  brokerProxy.cut();
  await redis.stop();
  const probes = { storefront: {}, ready: {} };
  const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);
  let purchase;
  let redisBack = false;
  let piecesCreated = 0;
  while (Date.now() - t0 < BROKER_SECONDS * 1000) {
    if (!redisBack && Date.now() - t0 >= REDIS_SECONDS * 1000) {
      await redis.start();
      redisBack = true;
    }
    const page = await call(base, 'GET', '/api/collections/active');
    count(probes.storefront, page.status);
    for (const [name, status] of Object.entries(await readiness())) count(probes.ready, `${name} ${status}`);
    // A checkout while both are down (its order.paid waits in cart-checkout's outbox), then an
    // admin write while the broker is still down (catalog's event waits in its outbox).
    if (!purchase) purchase = await shop(base, pieces[0]);
    else if (piecesCreated === 0 && redisBack) {
      pieces.push(await newPiece(base, admin, 'Piece Made During The Outage'));
      piecesCreated++;
    }
    await sleep(2_000);
  }
  if (!redisBack) await redis.start();
  brokerProxy.restore();
  const outageSeconds = (Date.now() - t0) / 1000;

  // Once both are back: every outbox row published, and handled by its consumers.
  let last;
  const settled = await eventually(
    'every event published and handled',
    async () => {
      const [unpublished] = await run.sql(
        `SELECT (SELECT count(*) FROM catalog.outbox_events WHERE published_at IS NULL)
              + (SELECT count(*) FROM cart_checkout.outbox_events WHERE published_at IS NULL)
              + (SELECT count(*) FROM notifications.outbox_events WHERE published_at IS NULL) AS n`,
      );
      // order.paid reaches catalog (its inbox: the stock committed) and notifications (the receipt,
      // whose consumer logs what it did with each event: queued, or not mailed without an email).
      const paidIds = (
        await run.sql(
          "SELECT id::text AS id FROM cart_checkout.outbox_events WHERE type = 'checkout.order.paid'",
        )
      ).map((row) => row.id);
      const [inCatalog] = await run.sql(
        `SELECT count(*)::int AS n FROM catalog.inbox_events
         WHERE consumer = 'catalog.stock-holds' AND event_id::text = ANY($1)`,
        [paidIds],
      );
      const heard = new Set(
        processes.notifications.logged(/^receipt (mail queued|not mailed)/).map((record) => record.eventId),
      );
      const paid = {
        published: paidIds.length,
        in_catalog: inCatalog.n,
        in_notifications: paidIds.filter((id) => heard.has(id)).length,
      };
      const [known] = await run.sql(
        'SELECT count(*)::int AS n FROM cart_checkout.products WHERE id = ANY($1)',
        [pieces],
      );
      last = { unpublished: Number(unpublished.n), paid, piecesKnown: known.n, pieces: pieces.length };
      const done =
        Number(unpublished.n) === 0 &&
        paid.in_catalog === paid.published &&
        paid.in_notifications === paid.published &&
        known.n === pieces.length;
      return done && paid;
    },
    120_000,
  ).catch((error) => {
    // What was still missing, and what the processes said about the bus and their consumers.
    console.error(`still missing: ${JSON.stringify(last)}; probes ${JSON.stringify(probes)}`);
    for (const started of Object.values(processes))
      for (const line of started.lines.filter((l) => !/broker unreachable|publish failed/.test(l)).slice(-20))
        console.error(`[${started.name}] ${line}`);

    throw error;
  });
  const [stock] = await run.sql('SELECT quantity FROM catalog.products WHERE id = $1', [pieces[0]]);
  const degraded = processes.gateway.logged(/^degraded: /).map((record) => record.dependency);
  console.log(
    `figures: outage of ${outageSeconds.toFixed(0)} s (RabbitMQ) and ${REDIS_SECONDS} s (Redis): storefront answers ${JSON.stringify(probes.storefront)}; readiness ${JSON.stringify(probes.ready)}; purchase ${purchase?.order ?? 'none'}; after: ${settled.published - paidBefore.n} order.paid published and handled by catalog and notifications, ${pieces.length} pieces known to cart-checkout, stock of the sold piece ${stock.quantity}; the gateway reported degraded: ${[...new Set(degraded)].join(', ')}`,
  );
  assert.deepEqual(Object.keys(probes.storefront), ['200'], 'the storefront answered every time');
  for (const [probe, n] of Object.entries(probes.ready))
    assert.match(probe, / 200$/, `${probe}: ${n} time(s); every process stays ready`);
  assert.ok(purchase?.order, 'a checkout completed during the outage');
  assert.equal(settled.published - paidBefore.n, 1, "the outage's order.paid published once");
  assert.equal(stock.quantity, 0, 'its stock committed by catalog once the event arrived');
  assert.equal(piecesCreated, 1, 'an admin write made during the broker outage');
  assert.ok(degraded.includes('event-bus') && degraded.includes('redis'), 'both outages reported');
});
