// Timed auctions on the real PostgreSQL: the admin opens, ends and cancels them; only verified
// buyers bid; the database orders bids totally (200 concurrent bidders, 5 times over); late bids
// are refused; a bid in the last two minutes moves the end exactly two minutes; the highest bid at
// or above the reserve wins.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { claimPaidEvent } from '@atelier/contracts';
import { newEvent, SERVICE_ASSERTION_HEADER, signServiceAssertion } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('auctions');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

async function biddablePiece(): Promise<number> {
  const created = await t.admin('POST', '/api/products', {
    name: `Auction piece ${randomUUID()}`,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

async function openAuction(fields: Record<string, unknown> = {}) {
  const productId = await biddablePiece();
  const opened = await t.admin('POST', '/api/auctions', {
    productId,
    startingBid: '1000',
    endTime: inMinutes(60),
    ...fields,
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  return opened.body as { id: number; productId: number; endTime: string };
}

// Bids need a card on file: each test buyer gets one (as cart-checkout announces it) before its first bid.
const withCards = new Set<string>();
async function bid(buyerId: string, auctionId: number, maxAmount: string | number) {
  if (!withCards.has(buyerId)) {
    await t.giveCard(buyerId);
    withCards.add(buyerId);
  }
  return t.buyer(buyerId, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });
}

test('only the admin opens, ends and cancels; only a verified buyer bids', async () => {
  const productId = await biddablePiece();
  const body = { productId, startingBid: '1000', endTime: inMinutes(60) };
  assert.equal((await t.anyone('POST', '/api/auctions', body)).status, 401);
  assert.equal((await t.anyone('GET', '/api/auctions')).status, 401);
  const opened = await t.admin('POST', '/api/auctions', body);
  assert.equal(opened.status, 201);
  assert.equal(opened.body.minimumBidIncrement, '100.00', 'the spec default increment');
  assert.equal((await t.admin('POST', '/api/auctions', body)).status, 409, 'one open auction per piece');
  const id = opened.body.id;
  assert.equal((await t.anyone('POST', `/api/auctions/${id}/bids`, { maxAmount: 1000 })).status, 401);
  assert.equal((await t.anyone('POST', `/api/auctions/${id}/end`)).status, 401);
  assert.equal((await t.anyone('POST', `/api/auctions/${id}/cancel`)).status, 401);
  assert.equal((await t.admin('GET', '/api/stats')).body.activeAuctions >= 1, true);
});

test('a bid needs a card on file (checkout.buyer-card.saved), handled once per event', async () => {
  const { id } = await openAuction();
  const buyer = randomUUID();
  const refused = await t.buyer(buyer, 'POST', `/api/auctions/${id}/bids`, { maxAmount: '1000' });
  assert.equal(refused.status, 403);
  assert.match(refused.body.message, /card on file/);
  await t.giveCard(buyer, 'fp-first');
  await t.giveCard(buyer, 'fp-replaced');
  const cards = await sql.query('SELECT card_fingerprint FROM catalog.buyer_cards WHERE buyer_id = $1', [
    buyer,
  ]);
  assert.deepEqual(cards.rows, [{ card_fingerprint: 'fp-replaced' }], 'one card per buyer, the latest');
  const taken = await t.buyer(buyer, 'POST', `/api/auctions/${id}/bids`, { maxAmount: '1000' });
  assert.equal(taken.status, 200, JSON.stringify(taken.body));
});

test('bad input is a 4xx naming the problem', async () => {
  const fixed = await t.admin('POST', '/api/products', { name: `Fixed ${randomUUID()}`, price: '10' });
  const refused = await t.admin('POST', '/api/auctions', {
    productId: fixed.body.id,
    startingBid: '10',
    endTime: inMinutes(5),
  });
  assert.equal(refused.status, 409);
  assert.match(refused.body.message, /bidding enabled/);
  const past = await t.admin('POST', '/api/auctions', {
    productId: await biddablePiece(),
    startingBid: '10',
    endTime: inMinutes(-1),
  });
  assert.equal(past.status, 400);
  assert.match(JSON.stringify(past.body), /endTime/);
  const { id } = await openAuction();
  const low = await bid(randomUUID(), id, '999.99');
  assert.equal(low.status, 422);
  assert.match(low.body.message, /at least 1000\.00/);
  const broken = await bid(randomUUID(), id, 'lots');
  assert.equal(broken.status, 400);
  assert.match(JSON.stringify(broken.body), /maxAmount/);
  assert.equal((await bid(randomUUID(), 999_999, '5000')).status, 404);
});

test('proxy bidding: the price moves one increment past the other maximum; the public never sees maximums', async () => {
  const { id, productId } = await openAuction();
  const [a, b] = [randomUUID(), randomUUID()];
  const first = await bid(a, id, '3000');
  assert.equal(first.status, 200);
  assert.equal(first.body.outcome, 'leading');
  assert.equal(first.body.auction.currentBid, '1000.00');
  const second = await bid(b, id, '2000');
  assert.equal(second.body.outcome, 'outbid');
  assert.equal(second.body.auction.currentBid, '2100.00');
  const third = await bid(b, id, '5000');
  assert.equal(third.body.outcome, 'leading');
  assert.equal(third.body.auction.currentBid, '3100.00');
  const outbid = await t.eventOf('catalog.auction.outbid', (p: { auctionId: number }) => p.auctionId === id);
  assert.equal((outbid.payload as { buyerId: string }).buyerId, a);
  const shown = await t.anyone('GET', `/api/products/${productId}/auction`);
  assert.equal(shown.status, 200);
  assert.equal(shown.body.currentBid, '3100.00');
  assert.equal(shown.body.nextMinimumBid, '3200.00');
  assert.equal(shown.body.bidCount, 3);
  assert.equal(JSON.stringify(shown.body).includes('5000'), false, 'no maximum is public');
  assert.equal(JSON.stringify(shown.body).includes(b), false, 'no buyer is public');
});

// Each round is a fresh auction raced by all 200 bidders at once, in a new random order; five rounds
// are a thousand racing bids (twenty took CI 1-2 minutes for no new kind of race); the crowd at
// length is bench/auction.bench.mjs's (200 bidders on one auction for BENCH_SECONDS).
test('200 concurrent bidders, 5 times: a strict total order, the right price and leader', async () => {
  // 200 buyers with cards on file, before the race: the race is the bids alone.
  const buyers = Array.from({ length: 200 }, () => randomUUID());
  for (const buyerId of buyers) {
    await t.giveCard(buyerId);
    withCards.add(buyerId);
  }
  for (let round = 0; round < 5; round++) {
    const { id } = await openAuction();
    // Distinct maximums, whole increments apart, in a shuffled order of arrival.
    const bidders = buyers.map((buyerId, i) => ({ buyerId, max: 1000 + i * 100 }));
    bidders.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(bidders.map((b) => bid(b.buyerId, id, b.max)));
    for (const answer of answers)
      assert.ok(
        answer.status === 200 || answer.status === 422,
        `round ${round}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    const accepted = bidders.filter((_, i) => answers[i]!.status === 200);

    const { rows } = await sql.query<{
      sequence: number;
      amount: string;
      kind: string;
      buyer_id: string;
      max_amount: string;
    }>(
      `SELECT sequence, amount::text, kind, buyer_id::text, max_amount::text FROM catalog.bids
       WHERE auction_id = $1 ORDER BY sequence`,
      [id],
    );
    assert.equal(rows.length, accepted.length, 'one row per accepted bid');
    rows.forEach((row, i) => assert.equal(row.sequence, i + 1, 'positions 1..n, no gaps'));
    const prices = rows.filter((r) => r.kind === 'bid').map((r) => cents(r.amount));
    for (let i = 1; i < prices.length; i++)
      assert.ok(prices[i]! > prices[i - 1]!, `round ${round}: prices strictly increase`);
    assert.equal(new Set(prices).size, prices.length, 'no two accepted at one amount');

    const detail = (await t.admin('GET', `/api/auctions/${id}`)).body;
    const highest = bidders.reduce((x, y) => (y.max > x.max ? y : x));
    assert.equal(detail.leaderBuyerId, highest.buyerId, 'the highest maximum leads');
    const runnerUp = Math.max(...accepted.filter((b) => b !== highest).map((b) => b.max * 100));
    assert.equal(
      cents(detail.currentBid),
      Math.min(highest.max * 100, runnerUp + 100_00),
      `round ${round}: final price`,
    );
    assert.equal(detail.bidCount, accepted.length);
  }
});

test('ended early by the admin: the highest bid wins at one increment over the runner-up; later bids refused', async () => {
  const { id, productId } = await openAuction();
  const [winner, loser] = [randomUUID(), randomUUID()];
  assert.equal((await bid(loser, id, '1200')).status, 200);
  assert.equal((await bid(winner, id, '1500')).status, 200);
  const ended = await t.admin('POST', `/api/auctions/${id}/end`);
  assert.equal(ended.status, 200);
  assert.equal(ended.body.phase, 'ended');
  assert.equal(ended.body.winnerBuyerId, winner);
  assert.equal(ended.body.currentBid, '1300.00');
  const late = await bid(randomUUID(), id, '9000');
  assert.equal(late.status, 409);
  assert.match(late.body.message, /closed/);
  assert.equal((await t.admin('POST', `/api/auctions/${id}/end`)).status, 409, 'ending twice');
  const endedEvent = await t.eventOf(
    'catalog.auction.ended',
    (p: { auctionId: number }) => p.auctionId === id,
  );
  assert.deepEqual(endedEvent.payload, {
    auctionId: id,
    productId,
    productName: ended.body.productName,
    winnerBuyerId: winner,
    winningBidId: (endedEvent.payload as { winningBidId: number }).winningBidId,
    price: '1300.00',
    losingBuyerIds: [loser],
  });
});

test('the winner is the leader after the last bid, even when that bid was an outbid one', async () => {
  const { id } = await openAuction();
  const [winner, runnerUp] = [randomUUID(), randomUUID()];
  assert.equal((await bid(winner, id, '3000')).status, 200);
  assert.equal((await bid(runnerUp, id, '2000')).body.outcome, 'outbid');
  const ended = await t.admin('POST', `/api/auctions/${id}/end`);
  assert.equal(ended.body.winnerBuyerId, winner);
  assert.equal(ended.body.currentBid, '2100.00');
  assert.deepEqual(ended.body.claim, { state: 'offered', rank: 1 });
  const awarded = await t.eventOf('catalog.piece.awarded', (p: { sourceId: number }) => p.sourceId === id);
  assert.deepEqual(
    { ...(awarded.payload as object), awardId: undefined },
    {
      awardId: undefined,
      source: 'auction',
      sourceId: id,
      productId: ended.body.productId,
      productName: ended.body.productName,
      buyerId: winner,
      price: '2100.00',
      rank: 1,
    },
  );
});

test('the end time alone refuses bids; the closer then names the winner', async () => {
  const { id } = await openAuction({ endTime: new Date(Date.now() + 1200).toISOString() });
  await new Promise((resolve) => setTimeout(resolve, 1400));
  const late = await bid(randomUUID(), id, '5000');
  assert.equal(late.status, 409, 'refused on the database clock, no sweep needed');
  await t.catalog.auctionCloser.runNow();
  const detail = (await t.admin('GET', `/api/auctions/${id}`)).body;
  assert.equal(detail.phase, 'ended');
  assert.equal(detail.winnerBuyerId, null, 'no bids, no winner');
});

test('soft close: a bid in the last two minutes moves the end exactly two minutes, others do not', async () => {
  const early = await openAuction({ endTime: inMinutes(10) });
  const before = (await t.anyone('GET', `/api/products/${early.productId}/auction`)).body.endTime;
  await bid(randomUUID(), early.id, '1000');
  assert.equal((await t.anyone('GET', `/api/products/${early.productId}/auction`)).body.endTime, before);

  const late = await openAuction({ endTime: inMinutes(1) });
  const end0 = Date.parse(late.endTime);
  const first = await bid(randomUUID(), late.id, '1000');
  assert.equal(Date.parse(first.body.auction.endTime) - end0, 120_000);
  // Three minutes left now: outside the last two, so the end stays where the first bid put it.
  const second = await bid(randomUUID(), late.id, '2000');
  assert.equal(Date.parse(second.body.auction.endTime) - end0, 120_000);
});

test('a hidden reserve: shown only as met or not; below it nobody wins; cancel ends without a winner', async () => {
  const { id, productId } = await openAuction({ reservePrice: '4000' });
  await bid(randomUUID(), id, '3000');
  const shown = (await t.anyone('GET', `/api/products/${productId}/auction`)).body;
  assert.equal(shown.hasReserve, true);
  assert.equal(shown.reserveMet, false);
  assert.equal(JSON.stringify(shown).includes('4000'), false);
  const ended = await t.admin('POST', `/api/auctions/${id}/end`);
  assert.equal(ended.body.winnerBuyerId, null);

  const met = await openAuction({ reservePrice: '4000' });
  const reached = await bid(randomUUID(), met.id, '4500');
  assert.equal(reached.body.auction.currentBid, '4000.00', 'the price jumps to the reserve');
  assert.equal(reached.body.auction.reserveMet, true);
  const cancelled = await t.admin('POST', `/api/auctions/${met.id}/cancel`);
  assert.equal(cancelled.body.phase, 'cancelled');
  assert.equal(cancelled.body.winnerBuyerId, null);
  assert.equal((await bid(randomUUID(), met.id, '9000')).status, 409);
  const list = (await t.admin('GET', '/api/auctions')).body as Array<{ id: number }>;
  assert.ok(list.some((a) => a.id === met.id));
});

test('live updates: each bid records catalog.auction.changed with the auction after it, which the gateways push to open pages', async () => {
  const { id, productId } = await openAuction();
  const changedTo = (bidCount: number) =>
    t.eventOf('catalog.auction.changed', (p: { auction: { id: number; bidCount: number } }) => {
      return p.auction.id === id && p.auction.bidCount === bidCount;
    });
  const opened = await changedTo(0);
  assert.equal((opened.payload as { auction: { productId: number } }).auction.productId, productId);
  await bid(randomUUID(), id, '1500');
  const first = (await changedTo(1)).payload as { auction: { currentBid: string } };
  assert.equal(first.auction.currentBid, '1000.00');
  await bid(randomUUID(), id, '2500');
  const second = (await changedTo(2)).payload as { auction: { currentBid: string } };
  assert.equal(second.auction.currentBid, '1600.00');
  assert.equal(
    (await t.anyone('GET', `/api/products/${productId}/auction/events`)).status,
    404,
    'catalog serves no stream',
  );
  assert.equal((await t.anyone('GET', '/api/products/999999/auction')).status, 404);
});

test('a piece under auction is never sold from a cart meanwhile; a held piece cannot go to auction', async () => {
  const hold = async (productId: number) => {
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
    return (await response.json()) as { outcome: string; available?: number };
  };
  const { productId, id } = await openAuction();
  assert.deepEqual(await hold(productId), { outcome: 'short', productId, available: 0 });
  await t.admin('POST', `/api/auctions/${id}/cancel`);
  assert.equal((await hold(productId)).outcome, 'held', 'sold as usual once the auction is over');

  // Won: still not for sale from a cart (the winner's to claim). Ended without a winner: for sale.
  const won = await openAuction();
  await bid(randomUUID(), won.id, '1000');
  await t.admin('POST', `/api/auctions/${won.id}/end`);
  assert.equal((await hold(won.productId)).outcome, 'short');
  const unsold = await openAuction();
  await t.admin('POST', `/api/auctions/${unsold.id}/end`);
  assert.equal((await hold(unsold.productId)).outcome, 'held');

  const other = await biddablePiece();
  assert.equal((await hold(other)).outcome, 'held');
  const refused = await t.admin('POST', '/api/auctions', {
    productId: other,
    startingBid: '10',
    endTime: inMinutes(5),
  });
  assert.equal(refused.status, 409);
  assert.match(refused.body.message, /held by a checkout/);
});

test("the leader raises their maximum, a rival is outbid: each buyer's own standing says so, as the admin's list does (issue 31)", async () => {
  const { id, productId } = await openAuction({ startingBid: '10000' });
  const [first, second] = [randomUUID(), randomUUID()];
  const standingOf = async (buyerId: string) => {
    const answer = await t.buyer(buyerId, 'GET', `/api/auctions/${id}/standing`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const adminRow = async () =>
    (await t.admin('GET', '/api/auctions')).body.find((a: { id: number }) => a.id === id);
  assert.equal((await t.anyone('GET', `/api/auctions/${id}/standing`)).status, 401);
  assert.equal((await t.buyer(first, 'GET', '/api/auctions/999999/standing')).status, 404);
  assert.equal((await standingOf(first)).standing, 'none');

  assert.equal((await bid(first, id, '11000')).body.outcome, 'leading');
  assert.equal((await bid(second, id, '12000')).body.outcome, 'leading');
  // Bidder 2 raises their maximum while leading ("You are still the highest bidder").
  assert.equal((await bid(second, id, '13500')).body.outcome, 'max_raised');
  // Bidder 1 bids 12,500 and is outbid by bidder 2's hidden maximum.
  const outbid = await bid(first, id, '12500');
  assert.equal(outbid.body.outcome, 'outbid');
  assert.equal(outbid.body.auction.currentBid, '12600.00');

  const leader = await standingOf(second);
  assert.deepEqual(
    [leader.standing, leader.maxAmount, leader.bidCount, leader.award],
    ['leading', '13500.00', 4, null],
  );
  const rival = await standingOf(first);
  assert.deepEqual([rival.standing, rival.maxAmount, rival.bidCount], ['outbid', '12500.00', 4]);
  assert.equal((await adminRow()).leaderBuyerId, second, "the admin's list names the same leader");

  // Past its end, before the closer ran: decided the same way on both sides.
  await sql.query(`UPDATE catalog.auctions SET end_time = clock_timestamp() WHERE id = $1`, [id]);
  assert.equal((await standingOf(second)).standing, 'won');
  assert.equal((await standingOf(first)).standing, 'lost');
  assert.equal((await adminRow()).winnerBuyerId, second);
  await t.catalog.auctionCloser.runNow();
  const ended = await t.eventOf('catalog.auction.ended', (p: { auctionId: number }) => p.auctionId === id);
  assert.deepEqual((ended.payload as { losingBuyerIds: string[] }).losingBuyerIds, [first]);
  const won = await standingOf(second);
  assert.deepEqual([won.standing, won.award], ['won', { state: 'offered', rank: 1, price: '12600.00' }]);
  assert.deepEqual([(await standingOf(first)).standing, (await standingOf(first)).award], ['lost', null]);
  assert.equal((await adminRow()).winnerBuyerId, second);
  const publicView = async () => (await t.anyone('GET', `/api/products/${productId}/auction`)).body;
  assert.equal((await publicView()).result, 'won');
  const closedLive = await t.eventOf(
    'catalog.auction.changed',
    (p: { auction: { id: number; phase: string } }) => p.auction.id === id && p.auction.phase === 'ended',
  );
  assert.equal(
    (closedLive.payload as { auction: { result: string } }).auction.result,
    'won',
    'open pages hear the close as won, with its award',
  );

  // The winner pays their claim: the piece reads sold, to everyone and in the winner's own standing.
  const [award] = (
    await sql.query('SELECT award_id::text AS id FROM catalog.awards WHERE source = $1 AND source_id = $2', [
      'auction',
      id,
    ])
  ).rows as { id: string }[];
  await t.bus.publish(
    newEvent(claimPaidEvent, {
      claimId: randomUUID(),
      awardId: award!.id,
      source: 'auction',
      sourceId: id,
      productId,
      buyerId: second,
      orderId: 1,
    }),
  );
  for (let i = 0; i < 250 && (await publicView()).result !== 'sold'; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal((await publicView()).result, 'sold');
  assert.equal((await standingOf(second)).award.state, 'paid');
  // Its open pages hear it too: the payment records the auction as sold (catalog's outbox).
  const soldLive = await t.eventOf(
    'catalog.auction.changed',
    (p: { auction: { id: number; result: string | null } }) =>
      p.auction.id === id && p.auction.result === 'sold',
  );
  assert.equal((soldLive.payload as { auction: { phase: string } }).auction.phase, 'ended');
});
