#!/usr/bin/env node
// Benchmark of checkout through the gateway of a fresh all-in-one store (issue 10):
//
//   create-cart-payment-intent   a session with one piece in its cart opens checkout: price from the
//                                read model, a stock hold in catalog (one conditional UPDATE), a
//                                payment intent (simulated provider). Latency at 1 and at
//                                BENCH_CONCURRENCY sessions at once, each session new.
//   race                         BENCH_RACE_SESSIONS sessions try to buy the same quantity-1 piece at
//                                once (cart, intent, test card, process-payment), BENCH_RACE_ROUNDS
//                                rounds: shopper paths per second, and the check that each round
//                                made exactly one order.
//
//   npm run build && npm run bench:checkout -w bench     (or: node bench/checkout.bench.mjs)
//
// Loopback only; the store runs with PUBLIC_WRITE_LIMIT_PER_MINUTE raised (every request comes from
// one address) and is stopped, its temp dir removed, whatever happens. Figures go to
// bench/results/checkout.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST } from './lib/http-get.mjs';
import { machine } from './lib/report.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const entry = resolve(root, 'all-in-one/dist/src/main.js');
const int = (value, fallback) =>
  Number.parseInt(value ?? '', 10) > 0 ? Number.parseInt(value, 10) : fallback;
const INTENTS = int(process.env.BENCH_INTENTS, 60);
const CONCURRENCY = int(process.env.BENCH_CONCURRENCY, 10);
const RACE_SESSIONS = int(process.env.BENCH_RACE_SESSIONS, 50);
const RACE_ROUNDS = int(process.env.BENCH_RACE_ROUNDS, 5);
const TEST_CARD = '4242424242424242';
const form = {
  recipientName: 'Bench Shopper',
  recipientEmail: 'bench@example.com',
  recipientPhone: '555-010-0199',
  billingAddress: { street: '1 Main St', city: 'Hudson', state: 'NY', zipCode: '12534', country: 'US' },
  sameAsbilling: true,
};
if (!existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}

const run = guardRun(10 * 60_000);
const loadAtStart = os.loadavg()[0];

async function call(base, method, path, { body, session, admin } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (session) headers['x-session-id'] = session;
  if (admin) Object.assign(headers, { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken });
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const newSession = () => randomBytes(18).toString('base64url');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round1 = (n) => Math.round(n * 10) / 10;

/** Creates a piece through the admin API and waits until the cart can take it (catalog's event). */
async function newPiece(base, admin, name, quantity) {
  const created = await call(base, 'POST', '/api/products', {
    admin,
    body: { name, price: '1500', quantity, description: 'Bench piece' },
  });
  if (created.status !== 201)
    throw new Error(`creating a piece: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

async function addToCart(base, session, productId) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const added = await call(base, 'POST', '/api/cart', {
      session,
      body: { productId, quantity: 1, sessionId: session },
    });
    if (added.status === 201) return true;
    if (added.status !== 404) return false; // 409: out of stock
    await new Promise((r) => setTimeout(r, 20)); // the read model has not heard of it yet
  }
  throw new Error(`the cart never learnt of product ${productId}`);
}

/** Opens checkout for `count` fresh sessions, `concurrency` at a time: the intent call's latencies. */
async function measureIntents(base, productId, count, concurrency) {
  const sessions = Array.from({ length: count }, newSession);
  for (const session of sessions) await addToCart(base, session, productId);
  const latencies = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < sessions.length) {
        const session = sessions[next++];
        const t0 = performance.now();
        const opened = await call(base, 'POST', '/api/create-cart-payment-intent', {
          session,
          body: { sessionId: session },
        });
        if (opened.status !== 200)
          throw new Error(`create-cart-payment-intent: ${opened.status} ${JSON.stringify(opened.body)}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    requests: count,
    perSecond: round1(count / seconds),
    p50ms: round1(percentile(latencies, 50)),
    p95ms: round1(percentile(latencies, 95)),
  };
}

/** One shopper's whole path; true when it ended in an order. */
async function shop(base, productId) {
  const session = newSession();
  if (!(await addToCart(base, session, productId))) return false;
  const opened = await call(base, 'POST', '/api/create-cart-payment-intent', {
    session,
    body: { sessionId: session },
  });
  if (opened.status === 409) return false;
  if (opened.status !== 200) throw new Error(`intent: ${opened.status} ${JSON.stringify(opened.body)}`);
  const paid = await call(base, 'POST', '/api/checkout/simulated/confirm', {
    session,
    body: { clientSecret: opened.body.clientSecret, cardNumber: TEST_CARD },
  });
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status}`);
  const processed = await call(base, 'POST', '/api/process-payment', {
    session,
    body: { sessionId: session, paymentData: form },
  });
  if (processed.status !== 200) throw new Error(`process-payment: ${processed.status}`);
  return true;
}

try {
  const store = await startStore({
    entry,
    cwd: root,
    readyPath: '/api/checkout/config',
    env: {
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000000',
      INTENTS_PER_SESSION_PER_HOUR: '1000',
      MAX_HELD_PIECES: '5',
    },
  });
  run.onCleanup(() => store.stop());
  const base = `http://${HOST}:${store.port}`;
  const login = await call(base, 'POST', '/api/auth/login', {
    body: { username: 'admin', password: 'bench-password-123' },
  });
  const admin = { cookie: login.headers.get('set-cookie')?.split(';')[0], csrfToken: login.body?.csrfToken };
  if (login.status !== 200 || !admin.cookie) throw new Error(`sign-in answered ${login.status}`);

  const stockPiece = await newPiece(base, admin, 'Bench Stock Piece', 10_000);
  const intents = [
    await measureIntents(base, stockPiece, Math.ceil(INTENTS / 3), 1),
    await measureIntents(base, stockPiece, INTENTS, CONCURRENCY),
  ];

  const rounds = [];
  const raceStarted = performance.now();
  for (let round = 1; round <= RACE_ROUNDS; round++) {
    const piece = await newPiece(base, admin, `Bench Unique Piece ${round}`, 1);
    await addToCart(base, newSession(), piece); // wait until the read model has it; the line is harmless
    const t0 = performance.now();
    const outcomes = await Promise.all(Array.from({ length: RACE_SESSIONS }, () => shop(base, piece)));
    const orders = outcomes.filter(Boolean).length;
    rounds.push({ round, orders, ms: Math.round(performance.now() - t0) });
    if (orders !== 1) throw new Error(`round ${round}: ${orders} orders for a quantity-1 piece`);
    const product = await call(base, 'GET', `/api/products/${piece}`);
    if (product.body.quantity !== 0) throw new Error(`round ${round}: stock ${product.body.quantity}`);
  }
  const raceSeconds = rounds.reduce((sum, r) => sum + r.ms, 0) / 1000;
  const race = {
    sessions: RACE_SESSIONS,
    rounds: RACE_ROUNDS,
    ordersPerRound: 1,
    shopperPathsPerSecond: round1((RACE_SESSIONS * RACE_ROUNDS) / raceSeconds),
    msPerRound: Math.round((raceSeconds * 1000) / RACE_ROUNDS),
    wallSeconds: round1((performance.now() - raceStarted) / 1000),
  };

  console.log('\ncreate-cart-payment-intent through the gateway (all-in-one, simulated provider)');
  console.table(intents);
  console.log(`ratio p50 at ${CONCURRENCY} sessions / at 1: ${round1(intents[1].p50ms / intents[0].p50ms)}`);
  console.log(`\nrace: ${RACE_SESSIONS} sessions x ${RACE_ROUNDS} rounds on a quantity-1 piece`);
  console.table(rounds);
  console.log(
    `exactly one order every round; ${race.shopperPathsPerSecond} shopper paths/s, ${race.msPerRound} ms per round`,
  );
  const resultsDir = join(here, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'checkout.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine: machine(loadAtStart), intents, race, rounds }, null, 2)}\n`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await run.finish();
}
