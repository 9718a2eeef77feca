// Issue 31's first observation, on a whole store: live-update streams held open (64 from one
// address, as a bidder who wants the page to stall would, and 70 more from 70 honest watchers)
// must leave catalog reachable through the gateway, and a rival's bids must still reach a watcher.
// Before the streams were written at the edge each held one of the gateway's 64 connections to
// catalog: at 64 every catalog request through the gateway timed out and the rival's bids never
// arrived. Each watcher connects from its own loopback address (127.0.x.y, bound as the source).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BUYER_COOKIE, signLegacyBuyerCookie } from '@atelier/platform';
import { openSse, type SseStream } from '@atelier/platform/testing';
import {
  type AdminSession,
  type ApiStore,
  INTERNAL_AUTH_SECRET,
  signIn,
  startApiStore,
} from './support/api-store.js';

let store: ApiStore;
let admin: AdminSession;
const streams: SseStream[] = [];

before(async () => {
  store = await startApiStore();
  admin = await signIn(store.url);
});
after(async () => {
  for (const stream of streams) stream.close?.();
  await store?.stop();
});

const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${store.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A verified buyer with a card on file (a cookie from before sessions, v2: the gateway exchanges it for a session, so no texted code is needed). */
async function buyerWithCard(cardNumber: string): Promise<Record<string, string>> {
  const headers = { cookie: `${BUYER_COOKIE}=${signLegacyBuyerCookie(INTERNAL_AUTH_SECRET, randomUUID())}` };
  const setup = await json('POST', '/api/buyer-cards/setup', undefined, headers);
  const saved = await json(
    'POST',
    '/api/buyer-cards/confirm',
    { setupIntentId: setup.body.setupIntentId, cardNumber },
    headers,
  );
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return headers;
}

/** Bids until catalog has heard of the buyer's card (403 before). */
async function bid(auctionId: number, buyer: Record<string, string>, maxAmount: number) {
  for (let attempt = 0; ; attempt++) {
    const answer = await json('POST', `/api/auctions/${auctionId}/bids`, { maxAmount }, buyer);
    if (answer.status !== 403 || attempt > 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A watcher's stream, or status 0 when the gateway never answered it. */
const watch = async (productId: number, localAddress: string) => {
  const url = `${store.url}/api/products/${productId}/auction/events`;
  const stream = await openSse(url, { localAddress }).catch(() => ({ status: 0 }) as SseStream);
  streams.push(stream);
  return stream;
};

test('64 streams from one address and 70 honest watchers: catalog still answers through the gateway, and a rival outbids live', async () => {
  const asAdmin = { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken };
  const piece = await json(
    'POST',
    '/api/products',
    { name: `Live piece ${randomUUID()}`, price: '1000', quantity: 1, isBiddingEnabled: true },
    asAdmin,
  );
  assert.equal(piece.status, 201, JSON.stringify(piece.body));
  const productId = piece.body.id as number;
  const auction = await json(
    'POST',
    '/api/auctions',
    { productId, startingBid: '100', endTime: new Date(Date.now() + 3_600_000).toISOString() },
    asAdmin,
  );
  assert.equal(auction.status, 201, JSON.stringify(auction.body));
  const auctionId = auction.body.id as number;
  const [bidder, rival] = [
    await buyerWithCard('4242 4242 4242 4242'),
    await buyerWithCard('5555 5555 5555 4444'),
  ];
  assert.equal((await bid(auctionId, bidder, 1000)).status, 200);

  // The bidder holds 64 streams from one address; 70 honest watchers each one from their own.
  const fromOne = await Promise.all(Array.from({ length: 64 }, () => watch(productId, '127.0.31.1')));
  const honest = await Promise.all(
    Array.from({ length: 70 }, (_, i) => watch(productId, `127.0.32.${i + 1}`)),
  );

  // Catalog reads through the gateway still answer at once (fresh query strings miss the edge cache).
  for (const path of [
    `/api/products?limit=5&fresh=${randomUUID()}`,
    `/api/products/search?q=live&fresh=${randomUUID()}`,
    `/api/products/${productId}/auction`,
    `/api/products/${productId}`,
  ]) {
    const answer = await fetch(`${store.url}${path}`, { signal: AbortSignal.timeout(5_000) });
    assert.equal(answer.status, 200, path);
    await answer.arrayBuffer();
  }

  // A few streams from one address are served, the rest refused at the edge; every honest one is.
  const served = fromOne.filter((s) => s.status === 200).length;
  assert.ok(served >= 1 && served <= 10, `${served} of 64 streams from one address served`);
  const refused = fromOne.filter((s) => s.status === 429);
  assert.equal(served + refused.length, 64);
  assert.ok(Number(refused[0]?.headers['retry-after']) > 0, 'refused with Retry-After');
  assert.deepEqual(new Set(honest.map((s) => s.status)), new Set([200]));
  for (const page of honest) assert.equal(JSON.parse((await page.next()).data!).bidCount, 1);

  // The rival's bids are taken and every watcher sees each of them, the last one leading.
  let bids = 1;
  for (const maxAmount of [2000, 3000, 5000]) {
    const answer = await bid(auctionId, rival, maxAmount);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    bids = (answer.body.auction as { bidCount: number }).bidCount;
  }
  for (const page of [...honest, ...fromOne.filter((s) => s.status === 200)]) {
    let seen = 0;
    while (seen < bids) seen = JSON.parse((await page.next()).data!).bidCount;
    assert.equal(seen, bids);
  }
  const final = (await json('GET', `/api/products/${productId}/auction`)).body;
  assert.equal(final.bidCount, bids);
  assert.equal(final.currentBid, '1100.00', "one increment over the bidder's maximum");
});
