// The catalog's part of the admin's Reports on the real PostgreSQL (GET /api/reports/catalog):
// products with their listing date, collection and unsold pieces; auctions run through the service's
// own routes and claim events to each outcome, with starting bid, reserve, final price and what was
// paid; a drawn release's likes, entries and paid claims; the period read in the owner's time zone.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('reports');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const report = async (query = '') => {
  const answer = await t.admin('GET', `/api/reports/catalog${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function openAuction(fields: Record<string, unknown> = {}) {
  const piece = await t.admin('POST', '/api/products', {
    name: `Auction piece ${randomUUID().slice(0, 8)}`,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  assert.equal(piece.status, 201, JSON.stringify(piece.body));
  const opened = await t.admin('POST', '/api/auctions', {
    productId: piece.body.id,
    startingBid: '1000',
    endTime: inMinutes(60),
    ...fields,
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  return opened.body.id as number;
}

async function bidder() {
  const buyerId = randomUUID();
  await t.giveCard(buyerId);
  return buyerId;
}

async function bid(buyerId: string, auctionId: number, maxAmount: string) {
  const taken = await t.buyer(buyerId, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });
  assert.equal(taken.status, 200, JSON.stringify(taken.body));
}

const end = async (auctionId: number) =>
  assert.equal((await t.admin('POST', `/api/auctions/${auctionId}/end`)).status, 200);

/** The award of that rank for an auction or a release, once the service made it. */
async function award(source: 'auction' | 'draw', sourceId: number, rank: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql.query(
      `SELECT award_id, buyer_id, product_id, price FROM catalog.awards
       WHERE source = $1 AND source_id = $2 AND rank = $3`,
      [source, sourceId, rank],
    );
    if (rows[0]) return { ...rows[0], source, sourceId, rank };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no award ${rank} for ${source} ${sourceId}`);
}

/** cart-checkout's claim events for an award, as catalog receives them. */
const claimOf = (a: Awaited<ReturnType<typeof award>>) => ({
  claimId: randomUUID(),
  awardId: a.award_id,
  source: a.source,
  sourceId: a.sourceId,
  productId: a.product_id,
  buyerId: a.buyer_id,
});

async function settled(source: 'auction' | 'draw', sourceId: number, rank: number, state: string) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql.query(
      'SELECT state FROM catalog.awards WHERE source = $1 AND source_id = $2 AND rank = $3',
      [source, sourceId, rank],
    );
    if (rows[0]?.state === state) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`award ${rank} of ${source} ${sourceId} never became ${state}`);
}

test('every product with its listing date, collection and unsold pieces; every collection', async () => {
  const fields = { name: 'Salt Marsh', description: 'Reeds.', season: 'Fall', year: 2026 };
  const collection = await t.admin('POST', '/api/collections', { ...fields, releaseDate: '2026-09-22' });
  assert.equal(collection.status, 201, JSON.stringify(collection.body));
  const edition = await t.admin('POST', '/api/products', {
    name: 'Tide Stool',
    price: '640.00',
    quantity: 3,
    collectionId: collection.body.id,
  });
  const withdrawn = await t.admin('POST', '/api/products', {
    name: 'Withdrawn Lamp',
    price: '90',
    quantity: 2,
  });
  assert.equal((await t.admin('PATCH', `/api/products/${withdrawn.body.id}/decommission`)).status, 200);

  const body = await report();
  const product = (id: number) => body.products.find((p: { productId: number }) => p.productId === id);
  assert.deepEqual(product(edition.body.id), {
    productId: edition.body.id,
    name: 'Tide Stool',
    collectionId: collection.body.id,
    listedAt: edition.body.createdAt,
    unsold: 3,
  });
  assert.equal(product(withdrawn.body.id).unsold, 0, 'a decommissioned piece is no longer for sale');
  assert.deepEqual(
    body.collections.find((c: { collectionId: number }) => c.collectionId === collection.body.id),
    { collectionId: collection.body.id, name: 'Salt Marsh', season: 'Fall', year: 2026 },
  );
});

test("each auction's starting bid, reserve, final price, what was paid and its outcome", async () => {
  const [a, b] = [await bidder(), await bidder()];

  // Won by b at 2100; b's claim lapses, the piece passes to a at a's own 2000, and a pays.
  const passedOn = await openAuction({ reservePrice: '1500' });
  await bid(a, passedOn, '2000');
  await bid(b, passedOn, '3000');
  await end(passedOn);
  const first = await award('auction', passedOn, 1);
  await t.bus.publish(newEvent(claimLapsedEvent, { ...claimOf(first), reason: 'expired' }));
  const second = await award('auction', passedOn, 2);
  await t.bus.publish(newEvent(claimPaidEvent, { ...claimOf(second), orderId: 41 }));
  await settled('auction', passedOn, 2, 'paid');

  const awaiting = await openAuction();
  await bid(a, awaiting, '1000');
  await end(awaiting);
  await award('auction', awaiting, 1);

  const underReserve = await openAuction({ reservePrice: '5000' });
  await bid(a, underReserve, '1200');
  await end(underReserve);

  const noBids = await openAuction();
  await end(noBids);

  const cancelled = await openAuction();
  await bid(b, cancelled, '1100');
  assert.equal((await t.admin('POST', `/api/auctions/${cancelled}/cancel`)).status, 200);

  const running = await openAuction();
  await bid(b, running, '1300');

  const body = await report('?period=last-12-months&timeZone=America%2FNew_York');
  const result = (id: number) => body.auctions.find((r: { auctionId: number }) => r.auctionId === id);
  const { endsAt, productId, productName, ...sold } = result(passedOn);
  assert.deepEqual(sold, {
    auctionId: passedOn,
    startingBid: '1000.00',
    reservePrice: '1500.00',
    finalPrice: '2100.00',
    soldFor: '2000.00',
    bidCount: 2,
    outcome: 'sold',
  });
  assert.match(productName, /^Auction piece /);
  assert.ok(Number.isInteger(productId) && !Number.isNaN(Date.parse(endsAt)));
  assert.deepEqual(
    [awaiting, underReserve, noBids, cancelled, running].map((id) => {
      const r = result(id);
      return [r.outcome, r.finalPrice, r.soldFor, r.reservePrice];
    }),
    [
      ['awaiting-payment', '1000.00', null, null],
      // A lone bidder's proxy bid holds the price at the starting bid.
      ['reserve-not-met', '1000.00', null, '5000.00'],
      ['no-bids', null, null, null],
      ['cancelled', '1000.00', null, null],
      ['open', '1000.00', null, null],
    ],
  );
  // Latest end first: the running one ends in an hour.
  assert.equal(body.auctions[0].auctionId, running);
});

test('the period: an auction that ended two years ago is in all time only', async () => {
  const old = await openAuction();
  await end(old);
  await sql.query(
    `UPDATE catalog.auctions SET starts_at = starts_at - interval '2 years',
       end_time = end_time - interval '2 years', ended_at = ended_at - interval '2 years'
     WHERE id = $1`,
    [old],
  );
  const has = (body: { auctions: { auctionId: number }[] }) => body.auctions.some((r) => r.auctionId === old);
  const lastYear = await report('?period=last-12-months');
  assert.equal(has(lastYear), false);
  assert.equal(has(await report('?period=this-year&timeZone=Asia%2FTokyo')), false);
  const allTime = await report('?period=all-time');
  assert.equal(has(allTime), true);
  assert.equal(allTime.period.fromMonth, null);
  assert.match(lastYear.period.fromMonth, /^\d{4}-\d{2}$/);
  assert.equal(lastYear.period.timeZone, 'UTC', 'UTC unless the admin says otherwise');
});

test("a drawn release's pieces, likes, entries and paid claims", async () => {
  const item = await t.admin('POST', '/api/coming-soon', { name: 'Draw Bench', estimatedPrice: '900' });
  for (const session of ['report-liker-000001', 'report-liker-000002'])
    assert.equal(
      (await t.anyone('POST', `/api/coming-soon/${item.body.id}/like`, { sessionId: session })).status,
      200,
    );
  const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity: 1,
    sale: { mode: 'draw', entryWindowHours: 1 },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const release = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body;
  for (let i = 0; i < 3; i++) {
    const entered = await t.buyer(await bidder(), 'POST', `/api/drawn-releases/${release.id}/entries`);
    assert.equal(entered.status, 201, JSON.stringify(entered.body));
  }
  const open = (await report()).drawnReleases.find((r: { releaseId: number }) => r.releaseId === release.id);
  assert.deepEqual([open.phase, open.entries, open.sold], ['open', 3, 0]);

  const closing = await t.admin('POST', `/api/drawn-releases/${release.id}/close`, {
    reason: 'The test closes it',
  });
  assert.equal(closing.status, 200);
  await t.bus.publish(
    newEvent(claimPaidEvent, { ...claimOf(await award('draw', release.id, 1)), orderId: 42 }),
  );
  await settled('draw', release.id, 1, 'paid');

  const closed = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body;
  const drawn = (await report()).drawnReleases.find((r: { releaseId: number }) => r.releaseId === release.id);
  assert.deepEqual(drawn, {
    releaseId: release.id,
    productId: product.body.id,
    productName: 'Draw Bench',
    pieces: 1,
    likes: 2,
    entries: 3,
    sold: 1,
    phase: 'drawn',
    closesAt: closed.closesAt,
  });
});

test('admin only; an unknown period or time zone is a 400 naming it', async () => {
  assert.equal((await t.anyone('GET', '/api/reports/catalog')).status, 401);
  const period = await t.admin('GET', '/api/reports/catalog?period=forever');
  assert.equal(period.status, 400);
  assert.match(period.body.message, /period must be one of last-12-months, this-year, all-time/);
  for (const zone of ['Mars%2FOlympus', '%2B05%3A00', 'UTC%27--']) {
    const answer = await t.admin('GET', `/api/reports/catalog?timeZone=${zone}`);
    assert.equal(answer.status, 400, zone);
    assert.match(answer.body.message, /timeZone must be an IANA time zone name/);
  }
});
