// Buyers whose number replied STOP (issue 31 item 5): a win is told by text, so catalog refuses
// their bids and draw entries with a 403 that says how to opt back in, from its projection of
// notifications.buyer.texting-changed; START lets them in again; a late or repeated event never
// brings back an older state.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
before(async () => (t = await startTestCatalog('stopped-buyers')));
after(() => t?.close());

const OPT_BACK_IN = /replied STOP .* reply START to any text from Atelier to opt back in/;

/** Posts as the admin and answers the created thing's body (any other status fails the test). */
async function created(path: string, body: object) {
  const answer = await t.admin('POST', path, body);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body;
}

async function openAuction(): Promise<number> {
  const piece = { name: `Piece ${randomUUID()}`, price: '5000', quantity: 1, isBiddingEnabled: true };
  const { id: productId } = await created('/api/products', piece);
  const endTime = new Date(Date.now() + 3_600_000).toISOString();
  return (await created('/api/auctions', { productId, startingBid: '1000', endTime })).id;
}

async function openDraw() {
  const item = await t.admin('POST', '/api/coming-soon', {
    name: `Draw piece ${randomUUID()}`,
    estimatedPrice: '900',
  });
  assert.equal(item.status, 201, JSON.stringify(item.body));
  const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity: 1,
    sale: { mode: 'draw', entryWindowHours: 1 },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const release = await t.anyone('GET', `/api/products/${product.body.id}/draw`);
  assert.equal(release.status, 200, JSON.stringify(release.body));
  return release.body.id as number;
}

const bid = (buyerId: string, auctionId: number, maxAmount: string) =>
  t.buyer(buyerId, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });
const enter = (buyerId: string, releaseId: number) =>
  t.buyer(buyerId, 'POST', `/api/drawn-releases/${releaseId}/entries`);
const bidsOf = async (auctionId: number) => {
  const auctions = await t.admin('GET', '/api/auctions');
  return auctions.body.find((auction: { id: number }) => auction.id === auctionId).bidCount as number;
};

test('a buyer who replied STOP may neither bid nor enter a draw: a 403 that says how to opt back in', async () => {
  const [auctionId, releaseId] = [await openAuction(), await openDraw()];
  const buyer = randomUUID();
  await t.giveCard(buyer);
  await t.setTexting(buyer, true, new Date());

  const refusedBid = await bid(buyer, auctionId, '1000');
  assert.equal(refusedBid.status, 403, JSON.stringify(refusedBid.body));
  assert.match(refusedBid.body.message, OPT_BACK_IN);
  assert.match(refusedBid.body.message, /then bid again$/);
  assert.equal(await bidsOf(auctionId), 0, 'the bid never reached the auction');

  const refusedEntry = await enter(buyer, releaseId);
  assert.equal(refusedEntry.status, 403, JSON.stringify(refusedEntry.body));
  assert.match(refusedEntry.body.message, /then enter again$/);
  const entry = await t.buyer(buyer, 'GET', `/api/drawn-releases/${releaseId}/entry`);
  assert.equal(entry.body.entered, false, 'no entry was recorded');
});

test('START lets the buyer in again, and a late or repeated STOP from before changes nothing', async () => {
  const [auctionId, releaseId] = [await openAuction(), await openDraw()];
  const buyer = randomUUID();
  await t.giveCard(buyer);
  const stoppedAt = new Date(Date.now() - 60_000);
  await t.setTexting(buyer, true, stoppedAt);
  assert.equal((await bid(buyer, auctionId, '1000')).status, 403);

  await t.setTexting(buyer, false, new Date());
  const taken = await bid(buyer, auctionId, '1000');
  assert.equal(taken.status, 200, JSON.stringify(taken.body));
  // The STOP arrives again, late (a redelivery, or an event that lost a race): older, so ignored.
  await t.setTexting(buyer, true, stoppedAt);
  assert.equal((await bid(buyer, auctionId, '1200')).status, 200);
  assert.equal((await enter(buyer, releaseId)).status, 201);
});

test('a buyer catalog has heard nothing about is not held back (verified before texting states were published)', async () => {
  const auctionId = await openAuction();
  const buyer = randomUUID();
  await t.giveCard(buyer);
  assert.equal((await bid(buyer, auctionId, '1000')).status, 200);
});
