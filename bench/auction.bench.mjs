// Timed auction under load (issue 16): 200 verified bidders bid on one auction through the gateway
// for BENCH_SECONDS; prints accepted bids per second, bid latency (p50, p99) and how long an open
// page waits for each accepted bid to arrive on its Server-Sent Events stream (p50, p99).
//
// Bidders are 200 buyer cookies signed with the store's INTERNAL_AUTH_SECRET (set here), as
// notifications signs them once a texted code is confirmed: the texting itself is not measured.
import { createHmac, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startStore } from './lib/store.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('../all-in-one/dist/src/main.js', import.meta.url));
const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const secret = `bench-secret-${randomUUID()}`;

// The buyer cookie as libs/platform/src/http/buyer-cookie.ts signs it (benches may not import the
// libs: the module boundaries keep them outside clients of the store).
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

const store = await startStore({
  entry,
  cwd: root,
  readyPath: '/api/products',
  env: { INTERNAL_AUTH_SECRET: secret, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000000' },
});
const base = `http://127.0.0.1:${store.port}`;
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

  // An open page: the time each bid count first arrives on the stream, and how long after the bid's
  // transaction it arrived (the event's serverTime is the database's clock in that transaction;
  // the store runs on this machine, so the two clocks are one).
  const arrivals = new Map();
  const sinceCommit = [];
  const page = new AbortController();
  const stream = await fetch(`${base}/api/products/${product.id}/auction/events`, { signal: page.signal });
  void (async () => {
    const decoder = new TextDecoderStream();
    let buffered = '';
    try {
      for await (const chunk of stream.body.pipeThrough(decoder)) {
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const data = /^data: (.*)$/m.exec(buffered.slice(0, end))?.[1];
          buffered = buffered.slice(end + 2);
          if (data) {
            const { bidCount, serverTime } = JSON.parse(data);
            if (!arrivals.has(bidCount) && bidCount > 0) {
              arrivals.set(bidCount, performance.now());
              sinceCommit.push(Date.now() - Date.parse(serverTime));
            }
          }
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();

  // Bids need a card on file (one card per buyer): each bidder saves its own test card with the
  // simulated provider before the clock starts, then waits until catalog has heard of it.
  const bidders = await Promise.all(
    Array.from({ length: BIDDERS }, async (_, i) => {
      const cookie = `${BUYER_COOKIE}=${signBuyerCookie(secret, randomUUID())}`;
      const headers = { ...json, cookie };
      const setup = await (await fetch(`${base}/api/buyer-cards/setup`, { method: 'POST', headers })).json();
      const confirmed = await fetch(`${base}/api/buyer-cards/confirm`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          setupIntentId: setup.setupIntentId,
          cardNumber: luhnCard(`4111${String(i).padStart(11, '0')}`),
        }),
      });
      if (!confirmed.ok)
        throw new Error(`card ${i} not saved: ${confirmed.status} ${await confirmed.text()}`);
      return cookie;
    }),
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
        accepted.push({ bidCount: body.auction.bidCount, started, answered });
      } else if (response.status === 422 || response.status === 409) {
        refused++;
        if (body.message)
          current = Math.max(current, Number(/at least ([\d.]+)/.exec(body.message)?.[1] ?? 0) - 1);
      } else failed++;
    }
  };
  await Promise.all(bidders.map(bidder));
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last events
  page.abort();

  const update = accepted
    .filter((a) => arrivals.has(a.bidCount))
    .map((a) => arrivals.get(a.bidCount) - a.started);
  const afterAnswer = accepted
    .filter((a) => arrivals.has(a.bidCount))
    .map((a) => Math.max(0, arrivals.get(a.bidCount) - a.answered));
  const acceptedLatency = accepted.map((a) => a.answered - a.started);
  console.log(`auction bench: ${BIDDERS} bidders, ${SECONDS} s, all-in-one (PGlite) through the gateway`);
  console.log(
    `  accepted bids: ${accepted.length} (${(accepted.length / SECONDS).toFixed(1)}/s); refused (outbid meanwhile): ${refused}; failed: ${failed}`,
  );
  // Each bidder waits for its answer before bidding again, so a bid's latency is mostly its wait in
  // line behind the other bidders' (Little's law: bidders / answers per second).
  console.log(
    `  bids answered: ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)}/s, so ~${((BIDDERS / (latencies.length / SECONDS)) * 1000).toFixed(0)} ms in line per bid)`,
  );
  console.log(
    `  bid latency (all answers) p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `  accepted bid latency p50 ${percentile(acceptedLatency, 50).toFixed(1)} ms, p99 ${percentile(acceptedLatency, 99).toFixed(1)} ms`,
  );
  console.log(
    `  page update (bid sent -> event on the stream) p50 ${percentile(update, 50).toFixed(1)} ms, p99 ${percentile(update, 99).toFixed(1)} ms (${update.length} of ${accepted.length} seen)`,
  );
  console.log(
    `  page update after the bid's transaction (its serverTime -> event on the stream) p50 ${percentile(sinceCommit, 50).toFixed(1)} ms, p99 ${percentile(sinceCommit, 99).toFixed(1)} ms (aim: p99 <= 250 ms)`,
  );
  console.log(
    `  page update after the bidder's answer p50 ${percentile(afterAnswer, 50).toFixed(1)} ms, p99 ${percentile(afterAnswer, 99).toFixed(1)} ms`,
  );
} finally {
  await store.stop();
}
