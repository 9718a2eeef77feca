// The live-update streams the gateway writes itself (issue 31): against a stand-in catalog that
// answers the auction and draw reads and counts its connections, and the in-process bus carrying
// catalog's events. A watcher holds no connection to catalog; the first message is the state read
// through the gateway; every committed change follows with its id; Last-Event-ID replays what was
// missed; streams are capped per address; close() tells open streams to come back and ends them.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  auctionChangedEvent,
  drawChangedEvent,
  type PublicAuction,
  type PublicDrawnRelease,
} from '@atelier/contracts';
import { BUYER_COOKIE, createLogger, InProcessEventBus, newEvent, signBuyerCookie } from '@atelier/platform';
import { gatewaySettingsSchema, type RunningGateway, startGateway } from '../src/index.js';
import { type SessionsStandIn, startSessionsStandIn } from './support/notifications-sessions-stand-in.js';
import { createTestDatabase, openSse, type SseStream, type TestDatabase } from '@atelier/platform/testing';

const silent = createLogger('gateway', 'silent');
const secret = 'live-updates-test-secret-0123456789abcdef';
const bus = new InProcessEventBus(silent);
let database: TestDatabase;
let catalog: Server;
let catalogUrl: string;
/** Notifications as the gateway asks it whether a buyer's session is open (every session is). */
let sessions: SessionsStandIn;
const buyerSession = '0b7f3c1e-2a4d-4f6b-9c8e-1d2a3b4c5d6e';
let gateway: RunningGateway;
const streams: SseStream[] = [];
/** Reads the stand-in answered, per path. */
const reads = new Map<string, number>();
/** What the stand-in answers for each product's auction and release. */
const auctions = new Map<number, PublicAuction>();
const releases = new Map<number, PublicDrawnRelease>();

const auction = (productId: number, bidCount: number, over: Partial<PublicAuction> = {}): PublicAuction => ({
  id: productId * 10,
  productId,
  phase: 'open',
  startingBid: '100.00',
  currentBid: bidCount === 0 ? null : `${100 + bidCount}.00`,
  minimumBidIncrement: '1.00',
  nextMinimumBid: `${101 + bidCount}.00`,
  bidCount,
  hasReserve: false,
  reserveMet: true,
  startsAt: '2026-11-28T10:00:00.000Z',
  endTime: '2026-11-28T12:00:00.000Z',
  serverTime: new Date().toISOString(),
  result: null,
  ...over,
});

const release = (productId: number, entryCount: number, over: Partial<PublicDrawnRelease> = {}) =>
  ({
    id: productId * 10,
    productId,
    phase: 'open',
    quantity: 1,
    entryCount,
    opensAt: '2026-11-28T10:00:00.000Z',
    closesAt: '2026-11-28T12:00:00.000Z',
    closedEarly: null,
    serverTime: new Date().toISOString(),
    algorithm: 'hmac-sha256-v1',
    seedSha256: 'a'.repeat(64),
    beacon: null,
    seed: null,
    drawnAt: null,
    winnerEntryIds: [],
    claimsOpen: 0,
    piecesSold: 0,
    ...over,
  }) satisfies PublicDrawnRelease;

/** As catalog's outbox relays a committed change. */
const changed = async (state: PublicAuction) => {
  const event = newEvent(auctionChangedEvent, { auction: state });
  await bus.publish(event);
  return event.id;
};

async function startEdge(settings: Record<string, string> = {}) {
  return startGateway(
    {
      database: database.connection,
      logger: silent,
      bus,
      upstreams: { catalog: catalogUrl, notifications: sessions.url },
    },
    gatewaySettingsSchema.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'curator',
      ADMIN_PASSWORD: 'a-long-test-password',
      INTERNAL_AUTH_SECRET: secret,
      WEB_DIST_DIR: '/nonexistent',
      LIVE_STREAMS_PER_ADDRESS: '3',
      ...settings,
    }),
  );
}

const watch = async (path: string, headers: Record<string, string> = {}) => {
  const stream = await openSse(`${gateway.url}${path}`, { headers });
  streams.push(stream);
  return stream;
};
/** A watcher from its own client address (the gateway believes X-Forwarded-For from loopback). */
let nextAddress = 1;
const watchFromElsewhere = (path: string, headers: Record<string, string> = {}) =>
  watch(path, { 'x-forwarded-for': `198.51.100.${nextAddress++}`, ...headers });

const parsed = (frame: { data?: string }) => JSON.parse(frame.data!) as PublicAuction & PublicDrawnRelease;

before(async () => {
  catalog = createServer((req, res) => {
    reads.set(req.url!, (reads.get(req.url!) ?? 0) + 1);
    const match = /^\/api\/products\/(\d+)\/(auction|draw)$/.exec(req.url ?? '');
    const state = match && (match[2] === 'auction' ? auctions : releases).get(Number(match[1]));
    res.setHeader('content-type', 'application/json');
    if (req.url === '/health/live') return res.end('{}');
    const bid = /^\/api\/auctions\/(\d+)\/bids$/.exec(req.url ?? '');
    if (req.method === 'POST' && bid) {
      // As catalog answers a bid: the auction after it (here the next bid count of product id / 10).
      const productId = Number(bid[1]) / 10;
      const after = auction(productId, auctions.get(productId)!.bidCount + 1);
      auctions.set(productId, after);
      return res.end(JSON.stringify({ outcome: 'leading', maxAmount: '500.00', auction: after }));
    }
    if (!state) {
      res.statusCode = 404;
      return res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No auction' }));
    }
    res.setHeader('cache-control', 'no-store');
    res.end(JSON.stringify({ ...state, serverTime: new Date().toISOString() }));
  });
  await new Promise<void>((resolve) => catalog.listen(0, '127.0.0.1', resolve));
  catalogUrl = `http://127.0.0.1:${(catalog.address() as { port: number }).port}`;
  sessions = await startSessionsStandIn(secret);
  database = await createTestDatabase('gateway_live');
  gateway = await startEdge();
});
after(async () => {
  for (const stream of streams) stream.close();
  await gateway?.close();
  await database?.drop();
  await bus.close();
  catalog?.close();
  await sessions?.close();
});

test('the first message is the state read through the gateway; each committed change follows with its id, a late one never', async () => {
  auctions.set(1, auction(1, 3));
  const page = await watch('/api/products/1/auction/events');
  assert.equal(page.status, 200);
  assert.match(String(page.headers['content-type']), /^text\/event-stream/);
  assert.equal(page.headers['cache-control'], 'no-store');
  assert.ok(page.headers['content-security-policy'], 'the edge headers are on the stream');
  const first = await page.next();
  assert.equal(first.event, 'auction');
  assert.equal(parsed(first).bidCount, 3);
  assert.ok(first.id, 'every message has an id');

  const fourth = await changed(auction(1, 4));
  const update = await page.next();
  assert.deepEqual([update.id, update.event, parsed(update).bidCount], [fourth, 'auction', 4]);
  await changed(auction(1, 2)); // a late event of an earlier bid
  await changed(auction(1, 4, { phase: 'ended' })); // ended early: no bid since, still passed on
  const ended = await page.next();
  assert.deepEqual([parsed(ended).bidCount, parsed(ended).phase], [4, 'ended']);
  assert.equal(page.frames.filter((f) => f.data && parsed(f).bidCount === 2).length, 0);
});

test('200 watchers of one product hold no connection to catalog, and each hears every change', async () => {
  auctions.set(2, auction(2, 0));
  const before = reads.get('/api/products/2/auction') ?? 0;
  const pages = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      watch('/api/products/2/auction/events', { 'x-forwarded-for': `203.0.113.${i % 250}, 10.0.${i}.1` }),
    ),
  );
  for (const page of pages) assert.equal(parsed(await page.next()).bidCount, 0);
  assert.ok((reads.get('/api/products/2/auction') ?? 0) - before <= 200, 'no more than one read per stream');
  const connections = await new Promise<number>((resolve) => catalog.getConnections((_, n) => resolve(n)));
  assert.ok(connections <= 64, `${connections} connections to catalog stay open for 200 watchers`);
  assert.equal(gateway.liveStreams() >= 200, true);
  await changed(auction(2, 1));
  for (const page of pages) assert.equal(parsed(await page.next()).bidCount, 1);
  for (const page of pages) page.close();
});

test('a reconnect with Last-Event-ID gets exactly the messages it missed; an unknown id the current state', async () => {
  auctions.set(3, auction(3, 0));
  const page = await watchFromElsewhere('/api/products/3/auction/events');
  await page.next();
  const seen = await changed(auction(3, 1));
  assert.equal((await page.next()).id, seen);
  page.close();
  const missed = [await changed(auction(3, 2)), await changed(auction(3, 3))];
  auctions.set(3, auction(3, 3));
  const readsBefore = reads.get('/api/products/3/auction');
  const back = await watchFromElsewhere('/api/products/3/auction/events', { 'last-event-id': seen });
  const replayed = [await back.next(), await back.next()];
  assert.deepEqual(
    replayed.map((f) => [f.id, parsed(f).bidCount]),
    [
      [missed[0], 2],
      [missed[1], 3],
    ],
  );
  assert.equal(reads.get('/api/products/3/auction'), readsBefore, 'a replay needs no read');
  // A client that opens a new EventSource passes the id in the query instead.
  const byQuery = await watchFromElsewhere(`/api/products/3/auction/events?lastEventId=${missed[0]}`);
  assert.equal((await byQuery.next()).id, missed[1]);
  // Naming the newest message: the stream starts with nothing to send until the next change.
  const upToDate = await watchFromElsewhere('/api/products/3/auction/events', {
    'last-event-id': missed[1]!,
  });
  assert.equal(upToDate.status, 200);
  const fourth = await changed(auction(3, 4));
  const next = await upToDate.next();
  assert.deepEqual([next.id, parsed(next).bidCount], [fourth, 4]);
  auctions.set(3, auction(3, 4));

  const stranger = await watchFromElsewhere('/api/products/3/auction/events', {
    'last-event-id': '6f1d3c52-0000-4000-8000-000000000000',
  });
  const current = await stranger.next();
  assert.equal(parsed(current).bidCount, 4);
  assert.equal(current.id, fourth, 'the state read is named after the newest message kept');
});

test('streams are capped per client address: 429 with Retry-After, and a closed one frees its place', async () => {
  auctions.set(4, auction(4, 0));
  const address = { 'x-forwarded-for': '192.0.2.77' };
  const held = [];
  for (let i = 0; i < 3; i++) held.push(await watch('/api/products/4/auction/events', address));
  const refused = await watch('/api/products/4/auction/events', address);
  assert.equal(refused.status, 429);
  assert.equal(refused.headers['retry-after'], '30');
  assert.match(
    JSON.parse(refused.body).message,
    /Too many live-update streams from your address \(at most 3\)/,
  );
  const another = await watch('/api/products/4/auction/events', { 'x-forwarded-for': '192.0.2.78' });
  assert.equal(another.status, 200, 'another address is not affected');
  held[0]!.close();
  await sleep(100);
  const again = await watch('/api/products/4/auction/events', address);
  assert.equal(again.status, 200);
  // Reads that carry no state are answered as catalog answered them, and hold no place.
  for (let i = 0; i < 5; i++) {
    const missing = await watch('/api/products/999/auction/events', { 'x-forwarded-for': '192.0.2.79' });
    assert.equal(missing.status, 404);
  }
  const bad = await watch('/api/products/abc/auction/events');
  assert.equal(bad.status, 400);
});

test("a bid's answer reaches this gateway's watchers as the bidder gets it; its event after it is not sent again", async () => {
  auctions.set(7, auction(7, 0));
  const page = await watchFromElsewhere('/api/products/7/auction/events');
  await page.next();
  const answer = await fetch(`${gateway.url}/api/auctions/70/bids`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${BUYER_COOKIE}=${signBuyerCookie(secret, '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11', buyerSession)}`,
    },
    body: JSON.stringify({ maxAmount: 500 }),
  });
  assert.equal(answer.status, 200);
  const bid = (await answer.json()) as { auction: PublicAuction };
  const pushed = await page.next();
  assert.deepEqual(parsed(pushed), bid.auction, 'the answer is pushed as it is, no event needed');
  // Catalog's event for the same change (read a moment later): nothing new to send.
  await changed({ ...bid.auction, serverTime: new Date().toISOString() });
  const next = await changed(auction(7, 2));
  assert.equal((await page.next()).id, next);
});

test('a browser whose valid buyer cookie came without the hint gets the hint with its next answer; nobody else does', async () => {
  auctions.set(9, auction(9, 0));
  const read = (cookie?: string) =>
    fetch(`${gateway.url}/api/products/9/auction`, { headers: cookie ? { cookie } : {} });
  const buyer = `${BUYER_COOKIE}=${signBuyerCookie(secret, '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11', buyerSession)}`;
  const hinted = await read(buyer);
  assert.equal(hinted.status, 200);
  assert.deepEqual(hinted.headers.getSetCookie(), [
    `atelier_buyer_hint=1; Path=/; SameSite=Lax; Max-Age=${30 * 24 * 3600}`,
  ]);
  // Already hinted, forged, or no buyer at all: nothing is set.
  assert.deepEqual((await read(`${buyer}; atelier_buyer_hint=1`)).headers.getSetCookie(), []);
  assert.deepEqual((await read(`${buyer.slice(0, -2)}xx`)).headers.getSetCookie(), []);
  assert.deepEqual((await read()).headers.getSetCookie(), []);
});

test("a drawn release's stream: the entry count and the result as they change", async () => {
  releases.set(5, release(5, 7));
  const page = await watchFromElsewhere('/api/products/5/draw/events');
  const first = await page.next();
  assert.deepEqual([first.event, parsed(first).entryCount], ['draw', 7]);
  await bus.publish(newEvent(drawChangedEvent, { release: release(5, 8) }));
  assert.equal(parsed(await page.next()).entryCount, 8);
  await bus.publish(
    newEvent(drawChangedEvent, {
      release: release(5, 8, { phase: 'drawn', seed: 'b'.repeat(64), winnerEntryIds: ['e1'] }),
    }),
  );
  const drawn = parsed(await page.next());
  assert.deepEqual([drawn.phase, drawn.winnerEntryIds], ['drawn', ['e1']]);
});

test('close(): open streams are told to come back (retry:) and ended at once', async () => {
  const closing = await startEdge();
  auctions.set(6, auction(6, 0));
  const pages = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      openSse(`${closing.url}/api/products/6/auction/events`, {
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      }),
    ),
  );
  for (const page of pages) await page.next();
  const t0 = performance.now();
  await closing.close();
  const seconds = (performance.now() - t0) / 1000;
  for (const page of pages) {
    await page.ended;
    const retry = page.frames.find((f) => f.retry !== undefined);
    assert.ok(retry && retry.retry! >= 500 && retry.retry! <= 3_000, 'a retry: before the end');
  }
  assert.ok(seconds < 2, `closed in ${seconds.toFixed(2)} s with streams open`);
});
