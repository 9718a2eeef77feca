// A rollout during an auction (issue 31 item 2): two gateways and two catalogs, each pair behind a
// round-robin balancer, 12 pages watching one auction through the gateways (each from its own
// address, reconnecting as a browser's EventSource does: after the `retry:` it was given, naming
// the last message it had) and three bidders bidding without pause. The gateways are rolled, then
// the catalogs, as a Deployment rolls them (a replacement joins, the old replica leaves the
// balancer, gets SIGTERM and must exit 0 well inside 10 s). Afterwards: no accepted bid is lost,
// no page ever went back in time, every page ends on the auction's state, and every page sees
// each of the bids made after the rollout.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BUYER_COOKIE, signLegacyBuyerCookie } from '@atelier/platform';
import { openSse } from '@atelier/platform/testing';
import { call, createRun, eventually, signIn, sleep } from './support/cluster.mjs';
import { shopperFriendlyLimits } from './support/shopping.mjs';
import { createTiers } from './support/tiers.mjs';

const PASSWORD = 'live-rollout-admin-password';
const PAGES = 12;
let run;
let rollout;
let tiers;
let auctionId;
let productId;

const TIER_ENV = {
  catalog: () => ({}),
  // The gateway asks notifications whether a bidder's session is open (issue 34).
  notifications: () => ({
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: run.redisPrefix,
    PUBLIC_ORIGIN: 'https://atelier.test',
  }),
  gateway: () => ({
    ...shopperFriendlyLimits,
    HOST: '127.0.0.1',
    CATALOG_URL: tiers.catalog.balancer.url,
    NOTIFICATIONS_URL: tiers.notifications.balancer.url,
    ADMIN_PASSWORD: PASSWORD,
  }),
};

/** Rolls `service`; each old replica must exit 0 well inside 10 s of SIGTERM. */
async function rollingRestart(service) {
  // Pages and bids carry on between two replicas.
  const exits = await rollout.rollingRestart(service, () => sleep(1_000));
  for (const exit of exits) {
    assert.equal(exit.code, 0, `${exit.name} exited with ${exit.code ?? exit.signal} on SIGTERM`);
    assert.ok(exit.seconds < 10, `${exit.name} exited ${exit.seconds.toFixed(1)} s after SIGTERM`);
  }
  return exits.map((exit) => exit.seconds);
}

/**
 * A page following the auction as a browser's EventSource does: on an ended stream it waits the
 * `retry:` it was given and reconnects with Last-Event-ID; a refused one (a draining replica's 503)
 * is tried again shortly.
 */
function page(index) {
  const url = `${tiers.gateway.balancer.url}/api/products/${productId}/auction/events`;
  const watcher = { states: [], reconnects: 0, refused: 0, stopped: false, stream: undefined };
  let lastId;
  watcher.done = (async () => {
    while (!watcher.stopped) {
      const headers = {
        'x-forwarded-for': `198.51.100.${index + 1}`,
        ...(lastId ? { 'last-event-id': lastId } : {}),
      };
      const stream = await openSse(url, { headers }).catch(() => undefined);
      if (!stream || stream.status !== 200) {
        watcher.refused++;
        await sleep(300);
        continue;
      }
      watcher.stream = stream;
      try {
        for (;;) {
          const frame = await stream.next(120_000);
          lastId = frame.id;
          watcher.states.push(JSON.parse(frame.data));
        }
      } catch {
        // the stream ended
      }
      if (watcher.stopped) break;
      watcher.reconnects++;
      await sleep(stream.frames.findLast((frame) => frame.retry > 0)?.retry ?? 3_000);
    }
  })();
  watcher.last = () => watcher.states.at(-1);
  watcher.stop = () => {
    watcher.stopped = true;
    watcher.stream?.close();
    return watcher.done;
  };
  return watcher;
}

/** A verified buyer (a cookie from before sessions, which the gateway exchanges for a session) with a card on file in catalog's projection. */
async function bidder() {
  const buyerId = randomUUID();
  await run.sql('INSERT INTO catalog.buyer_cards (buyer_id, card_fingerprint) VALUES ($1, $2)', [
    buyerId,
    `fp_${buyerId}`,
  ]);
  return { [`cookie`]: `${BUYER_COOKIE}=${signLegacyBuyerCookie(run.common.INTERNAL_AUTH_SECRET, buyerId)}` };
}

const bid = (headers, maxAmount, retried) =>
  call(tiers.gateway.balancer.url, 'POST', `/api/auctions/${auctionId}/bids`, {
    headers,
    body: { maxAmount },
    retry: retried,
  });

before(async () => {
  run = await createRun('live-rollout');
  rollout = await createTiers(run, TIER_ENV, 3990);
  tiers = rollout.tiers;
  await Promise.all([
    rollout.startReplica('catalog'),
    rollout.startReplica('catalog'),
    rollout.startReplica('notifications'),
  ]);
  await rollout.startReplica('gateway');
  await rollout.startReplica('gateway');
  const admin = await signIn(tiers.gateway.balancer, PASSWORD);
  const base = tiers.gateway.balancer.url;
  // Tried again on a 502/503 as the others' setups are: a replica may still be warming its pool.
  const piece = await call(base, 'POST', '/api/products', {
    admin,
    retry: {},
    body: { name: 'Rollout auction piece', price: '900', quantity: 1, isBiddingEnabled: true },
  });
  assert.equal(piece.status, 201, JSON.stringify(piece.body));
  productId = piece.body.id;
  const opened = await call(base, 'POST', '/api/auctions', {
    admin,
    retry: {},
    body: {
      productId,
      startingBid: '100',
      minimumBidIncrement: '1',
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
    },
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  auctionId = opened.body.id;
});
after(async () => {
  await run?.close();
  await rollout?.stop();
});

test('gateways, then catalogs, rolled during an auction with pages open: no bid lost, every page sees every later update', async () => {
  const pages = Array.from({ length: PAGES }, (_, i) => page(i));
  await eventually('every page has the auction', async () => pages.every((p) => p.last()));
  const buyers = await Promise.all([bidder(), bidder(), bidder()]);
  const accepted = [];
  const retried = {};
  let highest = 100;
  let bidding = true;
  const bidders = buyers.map(async (buyer) => {
    while (bidding) {
      const answer = await bid(buyer, highest + 1 + Math.floor(Math.random() * 3), retried);
      if (answer.status === 200) accepted.push(answer.body.auction.bidCount);
      if (answer.status === 200) highest = Math.max(highest, Number(answer.body.auction.currentBid));
      else if (answer.status === 422)
        highest = Number(/at least ([\d.]+)/.exec(answer.body.message)?.[1] ?? highest + 1) - 1;
      else if (answer.status !== 409)
        throw new Error(`a bid answered ${answer.status} ${JSON.stringify(answer.body)}`);
      await sleep(100);
    }
  });
  const gatewayExits = await rollingRestart('gateway');
  const catalogExits = await rollingRestart('catalog');
  bidding = false;
  await Promise.all(bidders);

  // No accepted bid lost: each answer's place in the order is a bid catalog kept.
  const rows = await run.sql('SELECT sequence FROM catalog.bids WHERE auction_id = $1', [auctionId]);
  const kept = new Set(rows.map((row) => row.sequence));
  assert.ok(accepted.length > 0, 'bids were taken during the rollout');
  assert.deepEqual(
    accepted.filter((sequence) => !kept.has(sequence)),
    [],
    'every accepted bid is kept',
  );
  const [{ bid_count: bidCount }] = await run.sql('SELECT bid_count FROM catalog.auctions WHERE id = $1', [
    auctionId,
  ]);
  assert.equal(bidCount, rows.length);
  await eventually(
    'every page on the auction as it is',
    async () => pages.every((p) => p.last().bidCount === bidCount),
    60_000,
  );

  // Each bid made after the rollout reaches every page, one by one.
  const after = await bidder();
  for (let i = 1; i <= 3; i++) {
    const answer = await bid(after, highest + i * 10);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const sequence = answer.body.auction.bidCount;
    await eventually(`every page sees bid ${sequence}`, async () =>
      pages.every((p) => p.states.some((state) => state.bidCount === sequence)),
    );
  }
  for (const p of pages) {
    const counts = p.states.map((state) => state.bidCount);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => a - b),
      'a page never goes back in time',
    );
    assert.ok(p.reconnects >= 1, 'every page came back after its gateway left');
  }
  await Promise.all(pages.map((p) => p.stop()));
  console.log(
    `figures: ${PAGES} pages, ${accepted.length} bids accepted during the rollout (${bidCount} in all before the last 3); SIGTERM to exit: gateways ${gatewayExits.map((s) => `${s.toFixed(1)} s`).join(', ')}, catalogs ${catalogExits.map((s) => `${s.toFixed(1)} s`).join(', ')}; page reconnects ${pages.reduce((n, p) => n + p.reconnects, 0)}, refused and tried again ${pages.reduce((n, p) => n + p.refused, 0)}; bid requests tried again: ${
      Object.entries(retried)
        .map(([k, n]) => `${n}x ${k}`)
        .join(', ') || 'none'
    }`,
  );
});
