// Offers on the real PostgreSQL (issue 34 item 3): the owner marks a piece open to offers with a
// floor; verified buyers with a card on file offer; below the floor is declined at once; one standing
// offer per buyer and piece; the owner accepts (an award with source 'offer', the piece held so no
// checkout takes it, the other offers declined), counters or declines; a paid claim sells the piece,
// a lapsed one puts it back on sale; standing offers expire by the runner; two accepts on one piece
// at once hold it once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { newEvent, SERVICE_ASSERTION_HEADER, signServiceAssertion } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('offers');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

async function pieceOpenToOffers(terms: Record<string, unknown> = {}): Promise<number> {
  const created = await t.admin('POST', '/api/products', {
    name: `Offer piece ${randomUUID()}`,
    price: '5000',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const patched = await t.admin('PATCH', `/api/products/${created.body.id}`, {
    openToOffers: true,
    ...terms,
  });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
  return created.body.id;
}

const withCards = new Set<string>();
async function buyerWithCard(): Promise<string> {
  const buyer = randomUUID();
  await t.giveCard(buyer);
  withCards.add(buyer);
  return buyer;
}

const offer = (buyer: string, productId: number, amount: string, note?: string) =>
  t.buyer(buyer, 'POST', `/api/products/${productId}/offers`, { amount, ...(note ? { note } : {}) });

async function hold(productId: number) {
  const path = '/internal/stock-holds';
  const response = await fetch(`${t.catalog.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SERVICE_ASSERTION_HEADER]: signServiceAssertion(
        'catalog-test-secret-0123456789abcdef-xyz', // the one test-catalog.ts starts with
        { method: 'POST', url: path },
        'cart-checkout',
      ),
    },
    body: JSON.stringify({ holdId: randomUUID(), lines: [{ productId, quantity: 1 }], ttlSeconds: 600 }),
  });
  return (await response.json()) as { outcome: string };
}

test('the owner sets a piece’s offer terms with the product; the floor is the owner’s alone', async () => {
  const productId = await pieceOpenToOffers({ offerFloor: '3500', offerValidHours: 24 });
  const terms = await t.admin('GET', `/api/products/${productId}/offer-terms`);
  assert.deepEqual(terms.body, { productId, openToOffers: true, offerFloor: '3500.00', offerValidHours: 24 });
  assert.equal((await t.anyone('GET', `/api/products/${productId}/offer-terms`)).status, 401);
  const publicProduct = await t.anyone('GET', `/api/products/${productId}`);
  assert.equal(publicProduct.body.openToOffers, true);
  assert.equal(publicProduct.body.heldForOffer, false);
  assert.doesNotMatch(JSON.stringify(publicProduct.body), /3500|offerFloor/);
  const bad = await t.admin('PATCH', `/api/products/${productId}`, { offerValidHours: 0 });
  assert.equal(bad.status, 400);
  assert.match(JSON.stringify(bad.body), /offerValidHours/);
});

test('offers need a verified buyer with a card; below the floor is declined at once; one standing offer each', async () => {
  const productId = await pieceOpenToOffers({ offerFloor: '3500' });
  assert.equal((await t.anyone('POST', `/api/products/${productId}/offers`, { amount: '4000' })).status, 401);
  const noCard = randomUUID();
  const refused = await offer(noCard, productId, '4000');
  assert.equal(refused.status, 403);
  assert.match(refused.body.message, /card on file/);

  const buyer = await buyerWithCard();
  const low = await offer(buyer, productId, '3000');
  assert.equal(low.status, 201, JSON.stringify(low.body));
  assert.equal(low.body.state, 'declined');
  assert.equal(low.body.closeReason, 'below_floor');
  assert.doesNotMatch(JSON.stringify(low.body), /3500/);

  const made = await offer(buyer, productId, '4000', 'A fair price for a fine bench');
  assert.equal(made.status, 201);
  assert.equal(made.body.state, 'open');
  assert.equal(made.body.note, 'A fair price for a fine bench');
  const again = await offer(buyer, productId, '4100');
  assert.equal(again.status, 409);
  assert.match(again.body.message, /already have an offer standing/);
  const mine = await t.buyer(buyer, 'GET', `/api/products/${productId}/offers/mine`);
  assert.equal(mine.body.acceptingOffers, true);
  assert.equal(mine.body.offer.offerId, made.body.offerId);

  const tooHigh = await offer(await buyerWithCard(), productId, '5000');
  assert.equal(tooHigh.status, 422);
  const broken = await t.buyer(buyer, 'POST', `/api/products/${productId}/offers`, { amount: 'lots' });
  assert.equal(broken.status, 400);
  assert.match(JSON.stringify(broken.body), /amount/);
  const longNote = await offer(buyer, productId, '4000', 'x'.repeat(501));
  assert.equal(longNote.status, 400);
  assert.match(JSON.stringify(longNote.body), /note must be at most 500/);
  assert.equal((await t.buyer(buyer, 'POST', '/api/offers/not-a-uuid/withdraw')).status, 400);

  const closed = await t.admin('POST', '/api/products', { name: `Closed ${randomUUID()}`, price: '900' });
  const notOpen = await offer(buyer, closed.body.id, '500');
  assert.equal(notOpen.status, 409);
  assert.match(notOpen.body.message, /does not take offers/);
});

test('accepting holds the piece for the buyer’s claim: no checkout takes it, the other offers close, paid it is sold', async () => {
  const productId = await pieceOpenToOffers();
  const [winner, other] = [await buyerWithCard(), await buyerWithCard()];
  const won = (await offer(winner, productId, '4200')).body;
  const lost = (await offer(other, productId, '4100')).body;
  assert.equal((await t.anyone('POST', `/api/offers/${won.offerId}/accept`)).status, 401);

  const accepted = await t.admin('POST', `/api/offers/${won.offerId}/accept`);
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  assert.equal(accepted.body.state, 'accepted');
  assert.equal(accepted.body.agreedPrice, '4200.00');
  const awarded = await t.eventOf(
    'catalog.piece.awarded',
    (p: { productId: number; source: string }) => p.productId === productId && p.source === 'offer',
  );
  const award = awarded.payload as { awardId: string; buyerId: string; price: string; sourceId: number };
  assert.equal(award.buyerId, winner);
  assert.equal(award.price, '4200.00');
  assert.equal(award.sourceId, productId);

  // Held: not from a cart, not a second accept, and the page says so.
  assert.equal((await hold(productId)).outcome, 'short');
  assert.equal((await t.anyone('GET', `/api/products/${productId}`)).body.heldForOffer, true);
  const otherNow = await t.buyer(other, 'GET', `/api/products/${productId}/offers/mine`);
  assert.equal(otherNow.body.offer.state, 'declined');
  assert.equal(otherNow.body.offer.closeReason, 'piece_gone');
  assert.equal(otherNow.body.acceptingOffers, false);
  await t.eventOf(
    'catalog.offer.decided',
    (p: { offerId: string; declinedBecause: string }) =>
      p.offerId === lost.offerId && p.declinedBecause === 'piece_gone',
  );
  assert.equal((await t.admin('POST', `/api/offers/${won.offerId}/accept`)).status, 409);
  assert.equal((await offer(await buyerWithCard(), productId, '4500')).status, 409);

  // Paid through the claim: the claim's hold names the award and takes the piece; then it is sold.
  const claimHold = await fetch(`${t.catalog.url}/internal/stock-holds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SERVICE_ASSERTION_HEADER]: signServiceAssertion(
        'catalog-test-secret-0123456789abcdef-xyz',
        { method: 'POST', url: '/internal/stock-holds' },
        'cart-checkout',
      ),
    },
    body: JSON.stringify({
      holdId: randomUUID(),
      lines: [{ productId, quantity: 1 }],
      ttlSeconds: 600,
      awardId: award.awardId,
    }),
  });
  assert.equal(((await claimHold.json()) as { outcome: string }).outcome, 'held');
  await t.bus.publish(
    newEvent(claimPaidEvent, {
      claimId: randomUUID(),
      awardId: award.awardId,
      source: 'offer',
      sourceId: productId,
      productId,
      buyerId: winner,
      orderId: 7,
    }),
  );
  const sold = async () => (await t.anyone('GET', `/api/products/${productId}`)).body;
  for (let i = 0; i < 250 && (await sold()).heldForOffer; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal((await sold()).heldForOffer, false);
  assert.equal((await sold()).quantity, 0);
  const list = (await t.admin('GET', '/api/offers')).body as Array<{ offerId: string; claimState: string }>;
  assert.equal(list.find((o) => o.offerId === won.offerId)?.claimState, 'paid');
  const mine = await t.buyer(winner, 'GET', `/api/products/${productId}/offers/mine`);
  assert.equal(mine.body.offer.claimState, 'paid');
});

test('a lapsed claim puts the piece back on sale and the offer reads claim_lapsed', async () => {
  const productId = await pieceOpenToOffers();
  const buyer = await buyerWithCard();
  const made = (await offer(buyer, productId, '4000')).body;
  const countered = await t.admin('POST', `/api/offers/${made.offerId}/counter`, {
    amount: '4400',
    note: 'Meet me here',
  });
  assert.equal(countered.status, 200, JSON.stringify(countered.body));
  const decided = await t.eventOf(
    'catalog.offer.decided',
    (p: { offerId: string }) => p.offerId === made.offerId,
  );
  assert.equal((decided.payload as { counterAmount: string }).counterAmount, '4400.00');
  const tooLow = await t.admin('POST', `/api/offers/${made.offerId}/counter`, { amount: '4500' });
  assert.equal(tooLow.status, 409, 'countered already: it waits for the buyer');

  const accepted = await t.buyer(buyer, 'POST', `/api/offers/${made.offerId}/accept-counter`);
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  assert.equal(accepted.body.agreedPrice, '4400.00');
  const awarded = await t.eventOf(
    'catalog.piece.awarded',
    (p: { productId: number }) => p.productId === productId,
  );
  const { awardId } = awarded.payload as { awardId: string };
  await t.bus.publish(
    newEvent(claimLapsedEvent, {
      claimId: randomUUID(),
      awardId,
      source: 'offer',
      sourceId: productId,
      productId,
      buyerId: buyer,
      reason: 'expired',
    }),
  );
  const onSale = async () => (await t.anyone('GET', `/api/products/${productId}`)).body;
  for (let i = 0; i < 250 && (await onSale()).heldForOffer; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal((await onSale()).heldForOffer, false);
  assert.equal((await onSale()).quantity, 1);
  assert.equal((await hold(productId)).outcome, 'held', 'on sale again');
  const mine = await t.buyer(buyer, 'GET', `/api/products/${productId}/offers/mine`);
  assert.equal(mine.body.offer.state, 'expired');
  assert.equal(mine.body.offer.closeReason, 'claim_lapsed');
});

test('standing offers expire by the runner, once; an expired offer cannot be accepted', async () => {
  const productId = await pieceOpenToOffers();
  const buyer = await buyerWithCard();
  const made = (await offer(buyer, productId, '4000')).body;
  await sql.query(`UPDATE catalog.offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    made.offerId,
  ]);
  const late = await t.admin('POST', `/api/offers/${made.offerId}/accept`);
  assert.equal(late.status, 409);
  assert.match(late.body.message, /expired/);
  const [first, second] = await Promise.all([
    t.catalog.offerExpirer.runNow(),
    t.catalog.offerExpirer.runNow(),
  ]);
  assert.ok((first ?? 0) + (second ?? 0) >= 1);
  const rows = await sql.query('SELECT state, close_reason FROM catalog.offers WHERE id = $1', [
    made.offerId,
  ]);
  assert.deepEqual(rows.rows, [{ state: 'expired', close_reason: 'timed_out' }]);
  // The buyer may offer again.
  assert.equal((await offer(buyer, productId, '4100')).body.state, 'open');
});

test('the owner declines; the buyer withdraws; two accepts on one piece at once hold it once', async () => {
  const productId = await pieceOpenToOffers();
  const buyers = await Promise.all(Array.from({ length: 4 }, () => buyerWithCard()));
  const offers = [];
  for (const [i, buyer] of buyers.entries())
    offers.push((await offer(buyer, productId, String(4000 + i))).body);
  const declined = await t.admin('POST', `/api/offers/${offers[0].offerId}/decline`);
  assert.equal(declined.body.closeReason, 'declined_by_owner');
  assert.equal((await t.admin('POST', `/api/offers/${offers[0].offerId}/decline`)).status, 409);
  assert.equal((await t.buyer(buyers[0]!, 'POST', `/api/offers/${offers[1].offerId}/withdraw`)).status, 404);
  assert.equal(
    (await t.buyer(buyers[1]!, 'POST', `/api/offers/${offers[1].offerId}/withdraw`)).body.state,
    'withdrawn',
  );

  const results = await Promise.all(
    [offers[2], offers[3]].map((o) => t.admin('POST', `/api/offers/${o.offerId}/accept`)),
  );
  assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
  const awards = await sql.query(
    `SELECT count(*)::int AS n FROM catalog.awards WHERE source = 'offer' AND product_id = $1`,
    [productId],
  );
  assert.equal(awards.rows[0].n, 1, 'one award: the piece is never offered twice');
});
