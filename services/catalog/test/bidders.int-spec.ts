// Bidders the owner can recognise (issue 32 item 8) against a real PostgreSQL: catalog keeps the
// profile notifications publishes (name, phone's last four digits; the newest wins), and answers
// each bidder's counts and history (bids, wins, claims lapsed) to the admin only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  bidderHistorySchema,
  bidderSummarySchema,
  buyerProfileChangedEvent,
  claimLapsedEvent,
} from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('bidders');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never met');
};

const profile = async (buyerId: string, name: string | null, phoneLast4: string, changedAt: Date) => {
  const event = newEvent(buyerProfileChangedEvent, {
    buyerId,
    name,
    phoneLast4,
    changedAt: changedAt.toISOString(),
  });
  await t.bus.publish(event);
  await until(
    async () =>
      (
        await sql.query('SELECT 1 FROM catalog.inbox_events WHERE consumer = $1 AND event_id = $2', [
          'catalog.buyer-profiles',
          event.id,
        ])
      ).rowCount,
    (count) => count === 1,
  );
};

const summaries = async (...ids: string[]) =>
  (await t.admin('GET', `/api/bidders?ids=${ids.join(',')}`)).body;

test('only the admin reads bidders; bad ids are a 400 naming them', async () => {
  const id = randomUUID();
  assert.equal((await t.anyone('GET', `/api/bidders?ids=${id}`)).status, 401);
  assert.equal((await t.anyone('GET', `/api/bidders/${id}`)).status, 401);
  assert.equal((await t.buyer(id, 'GET', `/api/bidders/${id}`)).status, 401);
  for (const query of ['', '?ids=', '?ids=not-a-uuid', `?ids=${id}&extra=1`]) {
    const answer = await t.admin('GET', `/api/bidders${query}`);
    assert.equal(answer.status, 400, query);
    assert.match(JSON.stringify(answer.body), /ids|extra/, query);
  }
  const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
  assert.match(JSON.stringify((await t.admin('GET', `/api/bidders?ids=${tooMany}`)).body), /at most 100/);
  const badOne = await t.admin('GET', '/api/bidders/12');
  assert.equal(badOne.status, 400);
  assert.match(badOne.body.message, /buyerId must be a buyer id/);
});

test('a profile is kept newest first; an unknown buyer has no name and zeros', async () => {
  const buyer = randomUUID();
  const stranger = randomUUID();
  await profile(buyer, null, '0142', new Date('2026-11-28T10:00:00Z'));
  await profile(buyer, 'Mara Quist', '0142', new Date('2026-11-28T11:00:00Z'));
  await profile(buyer, null, '9999', new Date('2026-11-28T09:00:00Z')); // late: changes nothing
  const [known, unknown] = await summaries(buyer, stranger);
  assert.deepEqual(bidderSummarySchema.parse(known), known);
  assert.deepEqual([known.buyerId, known.name, known.phoneLast4], [buyer, 'Mara Quist', '0142']);
  assert.deepEqual(unknown, {
    buyerId: stranger,
    name: null,
    phoneLast4: null,
    bids: 0,
    auctionsBid: 0,
    auctionsWon: 0,
    drawEntries: 0,
    drawsWon: 0,
    claimsPaid: 0,
    claimsLapsed: 0,
  });
});

test("bids, wins and lapsed claims are counted, and each auction's outcome is in the history", async () => {
  const [winner, runnerUp] = [randomUUID(), randomUUID()];
  await profile(winner, 'Ines Holm', '0190', new Date());
  await profile(runnerUp, 'Teo Varga', '0177', new Date());
  const product = await t.admin('POST', '/api/products', {
    name: `Bidder piece ${randomUUID()}`,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  const opened = await t.admin('POST', '/api/auctions', {
    productId: product.body.id,
    startingBid: '1000',
    endTime: new Date(Date.now() + 60 * 60_000).toISOString(),
  });
  const auctionId = opened.body.id;
  for (const buyer of [winner, runnerUp]) await t.giveCard(buyer);
  const bid = (buyer: string, maxAmount: string) =>
    t.buyer(buyer, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });
  assert.equal((await bid(runnerUp, '1500')).status, 200);
  assert.equal((await bid(winner, '2000')).status, 200);
  assert.equal((await bid(winner, '2500')).status, 200); // raises their own maximum

  const running = bidderHistorySchema.parse((await t.admin('GET', `/api/bidders/${winner}`)).body);
  assert.deepEqual(
    running.activity.map((a) => [a.source, a.sourceId, a.outcome, a.bids, a.maxAmount]),
    [['auction', auctionId, 'leading', 2, '2500.00']],
  );

  assert.equal((await t.admin('POST', `/api/auctions/${auctionId}/end`)).status, 200);
  const [award] = (
    await sql.query(
      `SELECT award_id::text AS id FROM catalog.awards WHERE source = 'auction' AND source_id = $1`,
      [auctionId],
    )
  ).rows as { id: string }[];
  // The winner lets the claim lapse: the piece is offered to the runner-up.
  await t.bus.publish(
    newEvent(claimLapsedEvent, {
      claimId: randomUUID(),
      awardId: award!.id,
      source: 'auction',
      sourceId: auctionId,
      productId: product.body.id,
      buyerId: winner,
      reason: 'expired',
    }),
  );
  await until(
    () => summaries(winner),
    ([s]) => s.claimsLapsed === 1,
  );
  const [won, second] = await summaries(winner, runnerUp);
  assert.deepEqual(
    [won.name, won.phoneLast4, won.bids, won.auctionsBid, won.auctionsWon, won.claimsLapsed, won.claimsPaid],
    ['Ines Holm', '0190', 2, 1, 1, 1, 0],
  );
  assert.deepEqual(
    [second.name, second.bids, second.auctionsWon, second.claimsLapsed],
    ['Teo Varga', 1, 0, 0],
  );

  const history = bidderHistorySchema.parse((await t.admin('GET', `/api/bidders/${winner}`)).body);
  assert.deepEqual(history.activity[0], {
    ...history.activity[0],
    source: 'auction',
    productId: product.body.id,
    outcome: 'won',
    claim: { state: 'lapsed', lapseReason: 'expired' },
  });
  const offered = await until(
    async () => bidderHistorySchema.parse((await t.admin('GET', `/api/bidders/${runnerUp}`)).body),
    (h) => h.activity[0]?.claim !== null,
  );
  assert.deepEqual(
    [offered.activity[0]!.outcome, offered.activity[0]!.claim],
    ['won', { state: 'offered', lapseReason: null }],
    'offered the piece in line after the lapse',
  );
});
