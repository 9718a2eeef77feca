// Auctions explained (issue 34 item 2) on the real PostgreSQL: the public bid history names bidders
// "Bidder n" (stable, never who they are, never a maximum); the owner's estimate is validated and
// shown; a verified buyer's reminder is due an hour before the end as it stands, recorded once
// however many passes race for it, follows a late bid's extension and is dropped with a cancel.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { AuctionRemindersRepository } from '../src/auction-reminders/auction-reminders.repository.js';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('auctions_explained');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function openAuction(fields: Record<string, unknown> = {}) {
  const created = await t.admin('POST', '/api/products', {
    name: `Explained piece ${randomUUID()}`,
    price: '5000',
    quantity: 1,
    isBiddingEnabled: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const opened = await t.admin('POST', '/api/auctions', {
    productId: created.body.id,
    startingBid: '1000',
    endTime: inMinutes(180),
    ...fields,
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  return opened.body as { id: number; productId: number; endTime: string; productName: string };
}

const withCards = new Set<string>();
async function bid(buyerId: string, auctionId: number, maxAmount: string) {
  if (!withCards.has(buyerId)) {
    await t.giveCard(buyerId);
    withCards.add(buyerId);
  }
  const answer = await t.buyer(buyerId, 'POST', `/api/auctions/${auctionId}/bids`, { maxAmount });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

type History = { bids: Array<{ bidder: number; amount: string; automatic: boolean }>; total: number };
const publicView = async (productId: number) =>
  (await t.anyone('GET', `/api/products/${productId}/auction`)).body as { history: History };
const steps = (history: History) => history.bids.map((b) => [b.bidder, b.amount, b.automatic]);

test('the bid history: newest first, Bidder n by who first held the price, stable, no buyer and no maximum', async () => {
  const { id, productId } = await openAuction();
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  await bid(a, id, '3000'); // a leads at 1,000
  await bid(b, id, '2000'); // answered by a's maximum: a holds 2,100
  await bid(a, id, '4000'); // a raises their own maximum: nothing visible moves
  await bid(c, id, '2500'); // answered again: a holds 2,600
  await bid(b, id, '6000'); // b leads at 4,100
  const shown = await publicView(productId);
  assert.deepEqual(steps(shown.history), [
    [2, '4100.00', false],
    [1, '2600.00', true],
    [1, '2100.00', true],
    [1, '1000.00', false],
  ]);
  assert.equal(shown.history.total, 4);
  const text = JSON.stringify(shown);
  for (const secret of [a, b, c, '3000', '4000', '6000', '2500.00', '2000.00'])
    assert.equal(text.includes(secret), false, `${secret} is never public`);

  // Stable: later bids never renumber anyone; c becomes Bidder 3 once they hold the price.
  await bid(c, id, '9000');
  const later = await publicView(productId);
  assert.deepEqual(steps(later.history)[0], [3, '6100.00', false]);
  assert.deepEqual(steps(later.history).slice(1), steps(shown.history));

  // The live update carries the same history (the gateways push it to open pages).
  const live = await t.eventOf(
    'catalog.auction.changed',
    (p: { auction: { id: number; bidCount: number } }) => p.auction.id === id && p.auction.bidCount === 6,
  );
  assert.deepEqual((live.payload as { auction: { history: History } }).auction.history, later.history);

  // Each buyer learns their own number (to mark "You"), and only theirs.
  const standing = async (buyerId: string) =>
    (await t.buyer(buyerId, 'GET', `/api/auctions/${id}/standing`)).body.bidder;
  assert.deepEqual([await standing(a), await standing(b), await standing(c)], [1, 2, 3]);
  assert.equal(await standing(randomUUID()), null);
});

test('the history lists the latest 50 bids with the total', async () => {
  const { id, productId } = await openAuction({ startingBid: '100', minimumBidIncrement: '1' });
  const [a, b] = [randomUUID(), randomUUID()];
  for (let i = 0; i < 28; i++) {
    await bid(a, id, String(100 + i * 4));
    await bid(b, id, String(102 + i * 4));
  }
  const { history } = await publicView(productId);
  assert.equal(history.total, 56);
  assert.equal(history.bids.length, 50);
  assert.deepEqual(history.bids[0], { ...history.bids[0], bidder: 2, amount: '209.00', automatic: false });
  const amounts = history.bids.map((b) => Number(b.amount));
  assert.deepEqual(
    amounts,
    [...amounts].sort((x, y) => y - x),
    'newest (highest) first',
  );
});

test('the estimate: optional, both or neither, positive, low at most high; 400s name the field; editable while it runs', async () => {
  const refused = async (fields: Record<string, unknown>, field: string, message: RegExp) => {
    const created = await t.admin('POST', '/api/products', {
      name: `Estimate piece ${randomUUID()}`,
      price: '5000',
      isBiddingEnabled: true,
    });
    const answer = await t.admin('POST', '/api/auctions', {
      productId: created.body.id,
      startingBid: '1000',
      endTime: inMinutes(60),
      ...fields,
    });
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.match(JSON.stringify(answer.body), new RegExp(field));
    assert.match(JSON.stringify(answer.body), message);
  };
  await refused({ estimateLow: '3000', estimateHigh: '2000' }, 'estimateHigh', /at least estimateLow/);
  await refused({ estimateLow: '2000' }, 'estimateHigh', /required with estimateLow/);
  await refused({ estimateHigh: '2000' }, 'estimateLow', /required with estimateHigh/);
  await refused({ estimateLow: '0', estimateHigh: '2000' }, 'estimateLow', /more than 0/);
  await refused({ estimateLow: '-5', estimateHigh: '2000' }, 'estimateLow', /negative/);
  await refused({ estimateLow: 'lots', estimateHigh: '2000' }, 'estimateLow', /number/);

  const none = await openAuction();
  assert.equal((await t.admin('GET', `/api/auctions/${none.id}`)).body.estimate, null);
  const { id, productId } = await openAuction({ estimateLow: '2000', estimateHigh: '3000' });
  assert.deepEqual((await t.anyone('GET', `/api/products/${productId}/auction`)).body.estimate, {
    low: '2000.00',
    high: '3000.00',
  });
  const edit = (body: unknown) => t.admin('PUT', `/api/auctions/${id}/estimate`, body);
  assert.equal((await t.anyone('PUT', `/api/auctions/${id}/estimate`, {})).status, 401);
  const bad = await edit({ estimateLow: '5000', estimateHigh: '4000' });
  assert.equal(bad.status, 400);
  assert.match(JSON.stringify(bad.body), /estimateHigh must be at least estimateLow/);
  const changed = await edit({ estimateLow: '2500', estimateHigh: '3500.5' });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.deepEqual(changed.body.estimate, { low: '2500.00', high: '3500.50' });
  const listed = (await t.admin('GET', '/api/auctions')).body.find((a: { id: number }) => a.id === id);
  assert.deepEqual(listed.estimate, { low: '2500.00', high: '3500.50' });
  await t.eventOf(
    'catalog.auction.changed',
    (p: { auction: { id: number; estimate: { low: string } | null } }) =>
      p.auction.id === id && p.auction.estimate?.low === '2500.00',
  );
  assert.equal((await edit({ estimateLow: null, estimateHigh: null })).body.estimate, null);
  assert.equal(
    (await t.admin('PUT', '/api/auctions/999999/estimate', { estimateLow: null, estimateHigh: null })).status,
    404,
  );
  await t.admin('POST', `/api/auctions/${id}/cancel`);
  const over = await edit({ estimateLow: '1', estimateHigh: '2' });
  assert.equal(over.status, 409);
  assert.match(over.body.message, /already over/);
});

const reminderOf = (buyerId: string, id: number, method = 'GET') =>
  t.buyer(buyerId, method, `/api/auctions/${id}/reminder`);
const dueEvents = (auctionId: number) =>
  t.events.filter(
    (e) =>
      e.type === 'catalog.auction.reminder-due' &&
      (e.payload as { auctionId: number }).auctionId === auctionId,
  );
/** Moves the auction's end to `minutes` from now on the database's clock (a fake clock for the reminder). */
const endIn = (auctionId: number, minutes: number) =>
  sql.query(
    `UPDATE catalog.auctions SET end_time = clock_timestamp() + make_interval(mins => $2) WHERE id = $1`,
    [auctionId, minutes],
  );

test('Remind me: verified buyers only, once, never within the last hour, never after STOP', async () => {
  const { id } = await openAuction();
  const buyer = randomUUID();
  assert.equal((await t.anyone('PUT', `/api/auctions/${id}/reminder`)).status, 401);
  const none = await reminderOf(buyer, id);
  assert.equal(none.status, 200);
  assert.equal(none.body.state, 'none');
  assert.equal(none.body.available, true);
  const set = await reminderOf(buyer, id, 'PUT');
  assert.equal(set.status, 200, JSON.stringify(set.body));
  assert.equal(set.body.state, 'set');
  assert.equal(
    Date.parse(set.body.remindAt),
    Date.parse((await t.admin('GET', `/api/auctions/${id}`)).body.endTime) - 3_600_000,
  );
  assert.equal((await reminderOf(buyer, id, 'PUT')).body.state, 'set', 'setting twice keeps one');
  assert.equal((await reminderOf(buyer, id, 'DELETE')).body.state, 'none');
  assert.equal((await reminderOf(buyer, id, 'DELETE')).status, 200, 'cancelling nothing changes nothing');
  assert.equal((await reminderOf(buyer, 999_999, 'PUT')).status, 404);

  const stopped = randomUUID();
  await t.setTexting(stopped, true, new Date());
  const refused = await reminderOf(stopped, id, 'PUT');
  assert.equal(refused.status, 403);
  assert.match(refused.body.message, /reply START/);

  const soon = await openAuction({ endTime: inMinutes(50) });
  const tooLate = await reminderOf(buyer, soon.id, 'PUT');
  assert.equal(tooLate.status, 409);
  assert.match(tooLate.body.message, /less than an hour/);
  assert.equal((await reminderOf(buyer, soon.id)).body.available, false);
});

test('a reminder is due an hour before the end as it stands, recorded once however many passes race', async () => {
  const { id, productId, productName } = await openAuction();
  const [first, second] = [randomUUID(), randomUUID()];
  await reminderOf(first, id, 'PUT');
  await reminderOf(second, id, 'PUT');
  const reminders = t.catalog.app.get(AuctionRemindersRepository);
  await Promise.all([reminders.sendDue(200), reminders.sendDue(200)]);
  assert.equal(dueEvents(id).length, 0, 'three hours before the end: not yet');

  // A late bid's extension (or any move of the end) moves the reminder with it: due from the end as it stands.
  await endIn(id, 59);
  await Promise.all([reminders.sendDue(200), reminders.sendDue(200), t.catalog.auctionReminders.runNow()]);
  await t.eventOf('catalog.auction.reminder-due', (p: { auctionId: number }) => p.auctionId === id);
  await Promise.all([reminders.sendDue(200), reminders.sendDue(200)]);
  assert.equal(dueEvents(id).length, 1, 'one event, however many passes');
  const payload = dueEvents(id)[0]!.payload as {
    buyerIds: string[];
    productId: number;
    productName: string;
    endTime: string;
  };
  assert.deepEqual([...payload.buyerIds].sort(), [first, second].sort());
  assert.equal(payload.productId, productId);
  assert.equal(payload.productName, productName);
  assert.equal((await reminderOf(first, id)).body.state, 'sent');
  const cancelSent = await reminderOf(first, id, 'DELETE');
  assert.equal(cancelSent.status, 409, 'a sent reminder cannot be cancelled (nor sent again)');
  assert.equal((await reminderOf(first, id, 'PUT')).body.state, 'sent');
});

test('a cancelled auction drops its reminders; an ended one never sends them', async () => {
  const cancelled = await openAuction();
  const ended = await openAuction();
  const buyer = randomUUID();
  await reminderOf(buyer, cancelled.id, 'PUT');
  await reminderOf(buyer, ended.id, 'PUT');
  await t.admin('POST', `/api/auctions/${cancelled.id}/cancel`);
  await t.admin('POST', `/api/auctions/${ended.id}/end`);
  await endIn(cancelled.id, 30);
  await endIn(ended.id, 30);
  await t.catalog.app.get(AuctionRemindersRepository).sendDue(200);
  assert.equal(dueEvents(cancelled.id).length + dueEvents(ended.id).length, 0);
  const rows = await sql.query('SELECT auction_id FROM catalog.auction_reminders WHERE auction_id = $1', [
    cancelled.id,
  ]);
  assert.equal(rows.rowCount, 0, "the cancelled auction's reminder is gone");
  const over = await reminderOf(buyer, ended.id, 'PUT');
  assert.equal(over.status, 409);
  assert.match(over.body.message, /over/);
});
