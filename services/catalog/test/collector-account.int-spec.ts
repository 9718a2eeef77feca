// A collector's account (issue 34) on the real PostgreSQL: each buyer's bids, draw entries and likes,
// read for the buyer the gateway asserts (checked again here: 401 without one), and never another
// buyer's. Likes follow the buyer from device to device and count once per collector; a browser's
// likes merge into the buyer's at sign-in.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { BUYER_ASSERTION_HEADER } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('collector_account');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const session = (name: string) => `device-${name}-${randomUUID()}`;

/** A verified buyer with a card on file (catalog's projection of cart-checkout's cards). */
async function buyerWithCard() {
  const buyerId = randomUUID();
  await sql.query('INSERT INTO catalog.buyer_cards (buyer_id, card_fingerprint) VALUES ($1, $2)', [
    buyerId,
    `fp_${randomUUID()}`,
  ]);
  return buyerId;
}

async function openAuction(name: string) {
  const created = await t.admin('POST', '/api/products', {
    name,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
    imageUrls: ['/uploads/account-piece.webp'],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const opened = await t.admin('POST', '/api/auctions', {
    productId: created.body.id,
    startingBid: '1000',
    endTime: inMinutes(60),
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  return opened.body as { id: number; productId: number };
}

const bid = (buyerId: string, auctionId: number, maxAmount: string) =>
  t.buyer(buyerId, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });

test('every account route needs a verified buyer, checked by catalog itself', async () => {
  for (const path of ['/api/buyers/me/bids', '/api/buyers/me/draw-entries', '/api/buyers/me/likes'])
    assert.equal((await t.anyone('GET', path)).status, 401, path);
  const merge = await t.anyone('POST', '/api/buyers/me/likes/merge', { sessionId: session('x') });
  assert.equal(merge.status, 401);
  // An assertion made for another path does not pass.
  const forged = await fetch(`${t.catalog.url}/api/buyers/me/bids`, {
    headers: { [BUYER_ASSERTION_HEADER]: 'v1.not-an-assertion' },
  });
  assert.ok(forged.status === 401 || forged.status === 403, String(forged.status));
});

test("bids: each auction the buyer bid on, with their standing and maximum, never another buyer's", async () => {
  const [ines, omar, stranger] = [await buyerWithCard(), await buyerWithCard(), await buyerWithCard()];
  const contested = await openAuction(`Contested Credenza ${randomUUID()}`);
  const alone = await openAuction(`Quiet Cabinet ${randomUUID()}`);
  assert.equal((await bid(ines, contested.id, '1500')).status, 200);
  assert.equal((await bid(omar, contested.id, '2000')).status, 200);
  assert.equal((await bid(ines, alone.id, '1200')).status, 200);

  const mine = await t.buyer(ines, 'GET', '/api/buyers/me/bids');
  assert.equal(mine.status, 200);
  const byAuction = new Map(mine.body.map((row: { auctionId: number }) => [row.auctionId, row]));
  assert.equal(byAuction.size, 2);
  assert.deepEqual(
    { ...(byAuction.get(contested.id) as object), endTime: undefined },
    {
      auctionId: contested.id,
      productId: contested.productId,
      productName: (byAuction.get(contested.id) as { productName: string }).productName,
      imageUrl: '/uploads/account-piece.webp',
      phase: 'open',
      currentBid: '1600.00',
      maxAmount: '1500.00',
      standing: 'outbid',
      endTime: undefined,
      claim: null,
    },
  );
  assert.equal((byAuction.get(alone.id) as { standing: string }).standing, 'leading');
  assert.equal((byAuction.get(alone.id) as { maxAmount: string }).maxAmount, '1200.00');

  const his = (await t.buyer(omar, 'GET', '/api/buyers/me/bids')).body;
  assert.deepEqual(
    his.map((row: { auctionId: number; standing: string; maxAmount: string }) => [
      row.auctionId,
      row.standing,
      row.maxAmount,
    ]),
    [[contested.id, 'leading', '2000.00']],
    "Omar's list has his auction alone, with his own maximum",
  );
  assert.deepEqual((await t.buyer(stranger, 'GET', '/api/buyers/me/bids')).body, []);

  // Once it ended: won, with the claim offered; the other bidder lost.
  await t.admin('POST', `/api/auctions/${contested.id}/end`);
  const ended = (await t.buyer(omar, 'GET', '/api/buyers/me/bids')).body[0];
  assert.equal(ended.phase, 'ended');
  assert.equal(ended.standing, 'won');
  assert.equal(ended.claim, 'offered');
  const lost = (await t.buyer(ines, 'GET', '/api/buyers/me/bids')).body.find(
    (row: { auctionId: number }) => row.auctionId === contested.id,
  );
  assert.equal(lost.standing, 'lost');
  assert.equal(lost.claim, null);
});

describe('draw entries', () => {
  test("each entry with its state and, once drawn, the result; never another buyer's", async () => {
    const item = await t.admin('POST', '/api/coming-soon', { name: `Draw Stool ${randomUUID()}` });
    const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
      quantity: 1,
      sale: { mode: 'draw', entryWindowHours: 1 },
    });
    assert.equal(product.status, 201, JSON.stringify(product.body));
    const release = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body;
    const [first, second, stranger] = [await buyerWithCard(), await buyerWithCard(), await buyerWithCard()];
    for (const buyer of [first, second])
      assert.equal((await t.buyer(buyer, 'POST', `/api/drawn-releases/${release.id}/entries`)).status, 201);

    const open = (await t.buyer(first, 'GET', '/api/buyers/me/draw-entries')).body;
    assert.equal(open.length, 1);
    assert.equal(open[0].releaseId, release.id);
    assert.equal(open[0].productId, product.body.id);
    assert.equal(open[0].state, 'open');
    assert.equal(open[0].result, null);
    assert.equal(open[0].position, null);
    assert.deepEqual((await t.buyer(stranger, 'GET', '/api/buyers/me/draw-entries')).body, []);

    const closed = await t.admin('POST', `/api/drawn-releases/${release.id}/close`, {
      reason: 'The maker needs the piece back early',
    });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    const results = [];
    for (const buyer of [first, second]) {
      const rows = (await t.buyer(buyer, 'GET', '/api/buyers/me/draw-entries')).body;
      assert.equal(rows.length, 1, 'each buyer sees their own entry alone');
      assert.equal(rows[0].state, 'drawn');
      results.push(rows[0]);
    }
    const won = results.find((row) => row.result === 'won');
    const waiting = results.find((row) => row.result === 'waitlisted');
    assert.ok(won && waiting, JSON.stringify(results));
    assert.equal(won.position, 1);
    assert.equal(won.claim, 'offered');
    assert.equal(waiting.position, 2);
    assert.equal(waiting.waitlistPosition, 1);
    assert.equal(waiting.claim, null);
  });
});

describe('likes that follow the buyer', () => {
  test('a like made signed in is the buyer’s on every device, and counts once', async () => {
    const piece = await t.admin('POST', '/api/products', { name: `Liked Lamp ${randomUUID()}`, price: 700 });
    const path = `/api/products/${piece.body.id}`;
    const [ines, omar] = [randomUUID(), randomUUID()];
    const [laptop, phone] = [session('laptop'), session('phone')];

    const liked = await t.buyer(ines, 'POST', `${path}/like`, { sessionId: laptop });
    assert.deepEqual(liked.body, { liked: true, likesCount: 1 });
    // Her phone (another session) reads it liked once she is signed in there; a visitor's does not.
    assert.deepEqual((await t.buyer(ines, 'GET', `${path}/liked?sessionId=${phone}`)).body, {
      liked: true,
      likesCount: 1,
    });
    assert.equal((await t.anyone('GET', `${path}/liked?sessionId=${phone}`)).body.liked, false);
    assert.equal((await t.buyer(omar, 'GET', `${path}/liked?sessionId=${phone}`)).body.liked, false);
    // Liked already: her phone's press takes the like back (no second like of one collector).
    assert.deepEqual((await t.buyer(ines, 'POST', `${path}/like`, { sessionId: phone })).body, {
      liked: false,
      likesCount: 0,
    });
    assert.equal((await t.buyer(ines, 'GET', `${path}/liked?sessionId=${laptop}`)).body.liked, false);
    await t.buyer(ines, 'POST', `${path}/like`, { sessionId: phone });

    const list = (await t.buyer(ines, 'GET', '/api/buyers/me/likes')).body;
    assert.deepEqual(
      list.map((like: { kind: string; id: number }) => [like.kind, like.id]),
      [['product', piece.body.id]],
    );
    assert.deepEqual((await t.buyer(omar, 'GET', '/api/buyers/me/likes')).body, []);
  });

  test("at sign-in the browser's likes become the buyer's; one already theirs counts once", async () => {
    const chair = await t.admin('POST', '/api/products', { name: `Merge Chair ${randomUUID()}`, price: 900 });
    const peek = await t.admin('POST', '/api/coming-soon', { name: `Merge Bench ${randomUUID()}` });
    const buyer = randomUUID();
    const [laptop, tablet] = [session('laptop'), session('tablet')];
    // Signed in on the laptop, she liked the chair; on the tablet, not yet signed in, the chair and the bench.
    await t.buyer(buyer, 'POST', `/api/products/${chair.body.id}/like`, { sessionId: laptop });
    await t.anyone('POST', `/api/products/${chair.body.id}/like`, { sessionId: tablet });
    await t.anyone('POST', `/api/coming-soon/${peek.body.id}/like`, { sessionId: tablet });
    assert.equal((await t.anyone('GET', `/api/products/${chair.body.id}`)).body.likesCount, 2);

    const merged = await t.buyer(buyer, 'POST', '/api/buyers/me/likes/merge', { sessionId: tablet });
    assert.equal(merged.status, 200);
    assert.deepEqual(merged.body, { merged: 1, alreadyLiked: 1 });
    assert.equal(
      (await t.anyone('GET', `/api/products/${chair.body.id}`)).body.likesCount,
      1,
      'one collector, one like',
    );
    assert.equal((await t.anyone('GET', `/api/coming-soon/${peek.body.id}`)).body.likesCount, 1);
    const kinds = (await t.buyer(buyer, 'GET', '/api/buyers/me/likes')).body
      .map((like: { kind: string; id: number }) => `${like.kind}:${like.id}`)
      .sort();
    assert.deepEqual(kinds, [`coming-soon:${peek.body.id}`, `product:${chair.body.id}`].sort());
    // Merging again changes nothing; a bad session id is a 400 naming it.
    assert.deepEqual(
      (await t.buyer(buyer, 'POST', '/api/buyers/me/likes/merge', { sessionId: tablet })).body,
      {
        merged: 0,
        alreadyLiked: 0,
      },
    );
    const bad = await t.buyer(buyer, 'POST', '/api/buyers/me/likes/merge', { sessionId: 'short' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /sessionId/);
  });

  test('a like route refuses a buyer assertion that does not verify (only the gateway sends one)', async () => {
    const piece = await t.admin('POST', '/api/products', {
      name: `Guarded Lamp ${randomUUID()}`,
      price: 500,
    });
    const answer = await fetch(`${t.catalog.url}/api/products/${piece.body.id}/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BUYER_ASSERTION_HEADER]: 'forged' },
      body: JSON.stringify({ sessionId: session('forger') }),
    });
    assert.equal(answer.status, 403);
    assert.equal((await t.anyone('GET', `/api/products/${piece.body.id}`)).body.likesCount, 0);
  });
});
