// Timed auction under a crowd (issues 16 and 31): 200 verified bidders bid on one auction through
// the gateway for BENCH_SECONDS while 1,000 pages watch it (BENCH_WATCHERS, from BENCH_ADDRESSES =
// 200 client addresses) and a shopper keeps loading the piece's product page. Prints the bid answer
// latency (p50, p99), how long after each accepted bid's transaction its update reached every
// watcher (p50, p99 over every watcher and bid; aim p99 <= 250 ms), and the product page's p99 in
// three phases of one run: the store idle, the crowd watching with nobody bidding (what the open
// streams cost), then the crowd watching and the bidders bidding; each as a ratio to the idle one.
//
// Bidders are 200 buyer cookies signed with the store's INTERNAL_AUTH_SECRET (set here), as
// notifications signs them once a texted code is confirmed: the texting itself is not measured.
// Watchers connect from distinct loopback source addresses (127.0.x.y, bound with localAddress),
// so the gateway sees 200 clients with 5 streams each, under its per-address cap; no X-Forwarded-For.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/test-store.mjs';
import { guardRun } from './lib/run-guard.mjs';
import { startStore } from './lib/store.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// BENCH_MODE=cluster: the store as `npm run start:cluster` runs it (one process per service on this
// machine's PostgreSQL, RabbitMQ and Redis), in a database, event namespace and Redis prefix of its
// own, on free ports; all-in-one (PGlite, one process) otherwise.
const MODE = process.env.BENCH_MODE === 'cluster' ? 'cluster' : 'all-in-one';
const entry =
  process.env.BENCH_ENTRY ??
  fileURLToPath(
    new URL(
      MODE === 'cluster' ? '../scripts/start-cluster.mjs' : '../all-in-one/dist/src/main.js',
      import.meta.url,
    ),
  );
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const secret = `bench-secret-${randomUUID()}`;

// A buyer cookie from before sessions (v1), as libs/platform/src/http/buyer-cookie.ts reads it
// (benches may not import the libs: the module boundaries keep them outside clients of the store).
// The gateway exchanges it for a session of its own at the first bid and keeps that answer a few
// seconds, as it does a session cookie's (issue 34), so the bench measures the same path.
const BUYER_COOKIE = 'atelier_buyer';
const signBuyerCookie = (key, buyerId, now = Date.now()) =>
  `v1.${buyerId}.${now}.${createHmac('sha256', key).update(`buyer-cookie\n${buyerId}\n${now}`).digest('base64url')}`;

/** A test card number of its own: 15 digits plus Luhn's check digit. */
function luhnCard(fifteen) {
  for (let check = 0; check <= 9; check++) {
    const digits = `${fifteen}${check}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(digits[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** The n-th client address: 127.0.x.y from 127.0.1.1 on (the whole 127/8 is this machine's loopback). */
const clientAddress = (n) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/**
 * One open page: its stream from `localAddress`, and for each bid count the first time it arrived
 * and how long after the bid's transaction (the message's serverTime is the database's clock in
 * that transaction; the store runs on this machine, so the two clocks are one).
 */
function watch(url, localAddress) {
  return new Promise((resolve) => {
    const page = { status: 0, first: undefined, sinceCommit: new Map(), close: () => req.destroy() };
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      page.status = res.statusCode;
      if (res.statusCode !== 200) return res.resume().once('end', () => resolve(page));
      res.setEncoding('utf8');
      let buffered = '';
      res.on('data', (chunk) => {
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const bidCount = Number(/"bidCount":(\d+)/.exec(frame)?.[1] ?? NaN);
          if (Number.isNaN(bidCount)) continue;
          if (page.first === undefined) {
            page.first = bidCount;
            resolve(page);
          } else if (!page.sinceCommit.has(bidCount))
            page.sinceCommit.set(bidCount, Date.now() - Date.parse(/"serverTime":"([^"]+)"/.exec(frame)[1]));
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', () => resolve(page));
  });
}

/** Loads the product page one request after another until `until()`; each answer's latency. */
async function readPages(url, until) {
  const latencies = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the product page answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** What a cluster run needs beside startStore's settings, and how its database goes afterwards. */
async function clusterSettings() {
  const tag = randomUUID().replaceAll('-', '').slice(0, 12);
  const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const ports = {};
  for (const name of ['ADMIN_MEDIA_PORT', 'NOTIFICATIONS_PORT', 'CART_CHECKOUT_PORT', 'METRICS_PORT_BASE'])
    ports[name] = String(await freePort());
  return {
    env: {
      ...ports,
      DATABASE_URL: `${server}/atelier_bench_${tag}`,
      EVENT_NAMESPACE: `bench-${tag}`,
      REDIS_KEY_PREFIX: `atelier-bench-${tag}:`,
      LOG_LEVEL: 'warn',
    },
    async dropDatabase() {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS atelier_bench_${tag} WITH (FORCE)`);
      await client.end();
    },
  };
}

const run = guardRun(10 * 60_000);
const cluster = MODE === 'cluster' ? await clusterSettings() : undefined;
const store = await startStore({
  entry,
  cwd: root,
  readyPath: '/api/products',
  timeoutMs: MODE === 'cluster' ? 300_000 : 60_000,
  env: { INTERNAL_AUTH_SECRET: secret, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000000', ...cluster?.env },
});
run.onCleanup(async () => {
  await store.stop();
  await cluster?.dropDatabase();
});
const base = `http://127.0.0.1:${store.port}`;
const pages = [];
run.onCleanup(() => pages.forEach((page) => page.close()));
try {
  const json = { 'content-type': 'application/json', origin: base };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: 'bench-password-123' }),
  });
  const { csrfToken } = await login.json();
  const admin = {
    ...json,
    cookie: login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    'x-csrf-token': csrfToken,
  };
  const product = await (
    await fetch(`${base}/api/products`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: `Bench auction ${Date.now()}`,
        price: '1000',
        quantity: 1,
        isBiddingEnabled: true,
      }),
    })
  ).json();
  const auction = await (
    await fetch(`${base}/api/auctions`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        productId: product.id,
        startingBid: '100',
        minimumBidIncrement: '1',
        endTime: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    })
  ).json();
  const productPage = `${base}/product/${product.id}`;

  // Bids need a card on file (one card per buyer): each bidder saves its own test card with the
  // simulated provider before the clock starts (20 at a time: on a loaded machine 200 at once
  // outlived the gateway's 30 s buyer assertions), then waits until catalog has heard of it.
  const bidders = [];
  const saveCard = async (i) => {
    const cookie = `${BUYER_COOKIE}=${signBuyerCookie(secret, randomUUID())}`;
    const headers = { ...json, cookie };
    const started = await fetch(`${base}/api/buyer-cards/setup`, { method: 'POST', headers });
    if (!started.ok) throw new Error(`card ${i} setup: ${started.status} ${await started.text()}`);
    const setup = await started.json();
    const confirmed = await fetch(`${base}/api/buyer-cards/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        setupIntentId: setup.setupIntentId,
        cardNumber: luhnCard(`4111${String(i).padStart(11, '0')}`),
      }),
    });
    if (!confirmed.ok) throw new Error(`card ${i} not saved: ${confirmed.status} ${await confirmed.text()}`);
    return cookie;
  };
  for (let i = 0; i < BIDDERS; i += 20)
    bidders.push(
      ...(await Promise.all(Array.from({ length: Math.min(20, BIDDERS - i) }, (_, j) => saveCard(i + j)))),
    );
  for (let attempt = 0; ; attempt++) {
    // A bid below the minimum is refused with 422 once the card is known (403 before).
    const probe = await fetch(`${base}/api/auctions/${auction.id}/bids`, {
      method: 'POST',
      headers: { ...json, cookie: bidders.at(-1) },
      body: JSON.stringify({ maxAmount: 1 }),
    });
    if (probe.status !== 403) break;
    if (attempt > 100) throw new Error("catalog never heard of the bidders' cards");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // The product page on the idle store: the baseline of the ratio.
  const idleUntil = performance.now() + IDLE_SECONDS * 1000;
  const idle = await readPages(productPage, () => performance.now() > idleUntil);

  // The crowd: WATCHERS pages from ADDRESSES addresses, opened 50 at a time.
  const streamUrl = `${base}/api/products/${product.id}/auction/events`;
  const opening = performance.now();
  for (let i = 0; i < WATCHERS; i += 50)
    pages.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, WATCHERS - i) }, (_, j) =>
          watch(streamUrl, clientAddress((i + j) % ADDRESSES)),
        ),
      )),
    );
  const openedMs = performance.now() - opening;
  const watching = pages.filter((page) => page.status === 200);

  // The product page with the crowd watching and nobody bidding: what the open streams alone cost.
  const watchedUntil = performance.now() + IDLE_SECONDS * 1000;
  const watched = await readPages(productPage, () => performance.now() > watchedUntil);

  let current = 100;
  const accepted = [];
  const latencies = [];
  let refused = 0;
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const bidder = async (cookie) => {
    while (performance.now() < until) {
      const maxAmount = current + 1 + Math.floor(Math.random() * 3);
      const started = performance.now();
      const response = await fetch(`${base}/api/auctions/${auction.id}/bids`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify({ maxAmount }),
      });
      const body = await response.json();
      const answered = performance.now();
      latencies.push(answered - started);
      if (response.status === 200) {
        current = Math.max(current, Number(body.auction.currentBid));
        accepted.push({ bidCount: body.auction.bidCount, latency: answered - started });
      } else if (response.status === 422 || response.status === 409) {
        refused++;
        if (body.message)
          current = Math.max(current, Number(/at least ([\d.]+)/.exec(body.message)?.[1] ?? 0) - 1);
      } else failed++;
    }
  };
  const [loaded] = await Promise.all([
    readPages(productPage, () => performance.now() > until),
    ...bidders.map(bidder),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last events

  const sinceCommit = [];
  let delivered = 0;
  for (const page of watching)
    for (const { bidCount } of accepted) {
      const after = page.sinceCommit.get(bidCount);
      if (after === undefined) continue;
      delivered++;
      sinceCommit.push(after);
    }
  const acceptedLatency = accepted.map((a) => a.latency);
  const [idleP99, watchedP99, loadedP99] = [idle, watched, loaded].map((l) => percentile(l, 99));
  console.log(
    `auction bench: ${BIDDERS} bidders, ${WATCHERS} watchers from ${ADDRESSES} addresses, ${SECONDS} s, ${MODE === 'cluster' ? 'cluster (PostgreSQL, a process per service)' : 'all-in-one (PGlite)'} through the gateway`,
  );
  console.log(
    `  watchers: ${watching.length} of ${WATCHERS} streams open (${pages.filter((p) => p.status === 429).length} refused 429, ${pages.filter((p) => p.status !== 200 && p.status !== 429).length} failed), opened in ${(openedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  accepted bids: ${accepted.length} (${(accepted.length / SECONDS).toFixed(1)}/s); refused (outbid meanwhile): ${refused}; failed: ${failed}`,
  );
  // Each bidder waits for its answer before bidding again, so a bid's latency is mostly its wait in
  // line behind the other bidders' (Little's law: bidders / answers per second).
  console.log(
    `  bids answered: ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)}/s, so ~${((BIDDERS / (latencies.length / SECONDS)) * 1000).toFixed(0)} ms in line per bid)`,
  );
  console.log(`  bid answer p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`);
  console.log(
    `  accepted bid answer p50 ${ms(percentile(acceptedLatency, 50))}, p99 ${ms(percentile(acceptedLatency, 99))}`,
  );
  console.log(
    `  update after the bid's transaction, every watcher: p50 ${ms(percentile(sinceCommit, 50))}, p99 ${ms(percentile(sinceCommit, 99))}, max ${ms(Math.max(...sinceCommit))} (aim: p99 <= 250 ms); ${delivered} of ${watching.length * accepted.length} updates seen`,
  );
  const pageFigures = (latencies) =>
    `p50 ${ms(percentile(latencies, 50))} p99 ${ms(percentile(latencies, 99))} (${latencies.length} loads)`;
  console.log(`  product page ${productPage.replace(base, '')} (server-rendered), loaded one after another:`);
  console.log(`    idle store: ${pageFigures(idle)}`);
  console.log(
    `    ${watching.length} watchers open, no bids: ${pageFigures(watched)}; p99 ratio to idle ${(watchedP99 / idleP99).toFixed(2)}`,
  );
  console.log(
    `    watchers and ${BIDDERS} bidders: ${pageFigures(loaded)}; p99 ratio to idle ${(loadedP99 / idleP99).toFixed(2)}`,
  );
  console.log(
    `  load average (1 min) at the end: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
  );
} finally {
  await run.finish();
}
