// A sale's outcome texted to the buyers it ended without (issue 31), cluster style: catalog's
// events over RabbitMQ, the texts through BullMQ on the machine's Redis and the worker, sent with
// the real twilio SDK pointed at a local fake. An auction's other bidders hear that it ended, a
// draw's alternates their place, every entrant why the owner closed entries early; a number that
// replied STOP gets nothing, a redelivered event texts nobody twice, and a text waits for the
// number's daytime window.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { auctionEndedEvent, drawMadeEvent, offerDecidedEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import { saleOutcomeJobId } from '../src/sale-outcomes/sale-outcome-texts.consumer.js';
import { eventually } from './support/catalog-events.js';
import { DAYTIME, startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
let clock = DAYTIME;

before(async () => {
  rig = await startTextingRig('sale-outcomes');
  t = await startTestNotifications(
    'sale_outcomes',
    { bus: rig.bus, textQueue: rig.newQueue(), smsSender: rig.twilioSender },
    () => clock,
  );
});
after(async () => {
  await t?.close();
  await rig?.close();
});

/** A verified buyer (as buyer verification makes one) with this number. */
async function buyer(phoneNumber: string): Promise<string> {
  const id = randomUUID();
  await t.service.db.prisma.buyer.create({
    data: {
      id,
      phoneNumber,
      verifiedAt: DAYTIME,
      consentText: 'By verifying you agree to receive texts from Atelier',
      consentAt: DAYTIME,
    },
  });
  return id;
}

/** A draw of one piece made from these entrants (buyer ids in place order, the winner first). */
const drawMade = (
  release: { releaseId: number; productId: number; productName: string },
  inPlaceOrder: string[],
  closedEarly: { advertisedClosesAt: string; reason: string } | null = null,
) =>
  newEvent(drawMadeEvent, {
    ...release,
    quantity: 1,
    entrants: inPlaceOrder.map((buyerId, i) => ({ buyerId, position: i + 1 })),
    closedEarly,
  });

const recordsOf = (eventId: string) =>
  t.service.db.prisma.textMessage.findMany({ where: { eventId }, orderBy: { id: 'asc' } });
const finished = (eventId: string, count: number) => async () => {
  const rows = await recordsOf(eventId);
  return rows.length === count && rows.every((row) => ['sent', 'opted_out'].includes(row.status));
};

test("an auction's other bidders are told it ended; a number that replied STOP is not; once per event", async () => {
  const [first, second, stopped, winner] = [
    await buyer('+14155550301'),
    await buyer('+12125550302'),
    await buyer('+13125550303'),
    await buyer('+14155550304'),
  ];
  await t.service.db.prisma.smsOptOut.create({ data: { phoneNumber: '+13125550303', keyword: 'STOP' } });
  const ended = newEvent(auctionEndedEvent, {
    auctionId: 41,
    productId: 7,
    productName: 'Walnut Console',
    winnerBuyerId: winner,
    winningBidId: 12,
    price: '12600.00',
    losingBuyerIds: [first, second, stopped],
  });
  await rig.bus.publish(ended);
  await rig.bus.publish(ended);
  await eventually('the losers texted', finished(ended.id, 3));
  for (const phone of ['+14155550301', '+12125550302']) {
    const sent = rig.fake.sentTo(phone);
    assert.equal(sent.length, 1, phone);
    assert.equal(
      sent[0].body,
      'Atelier: the auction for Walnut Console has ended. Another bidder won it at $12,600. Thank you for bidding. Reply STOP to opt out.',
    );
  }
  assert.equal(rig.fake.sentTo('+13125550303').length, 0, 'never a number that replied STOP');
  assert.deepEqual(
    (await recordsOf(ended.id)).map((row) => [row.buyerId, row.status, row.kind]),
    [
      [first, 'sent', 'sale-outcome'],
      [second, 'sent', 'sale-outcome'],
      [stopped, 'opted_out', 'sale-outcome'],
    ],
  );
  assert.equal(rig.fake.sentTo('+14155550304').length, 0, 'the winner gets their claim link instead');
});

test('an auction that ended below its reserve: its bidders hear nobody won and the piece is for sale again', async () => {
  const bidder = await buyer('+14155550311');
  const ended = newEvent(auctionEndedEvent, {
    auctionId: 42,
    productId: 8,
    productName: 'Oak Bench',
    winnerBuyerId: null,
    winningBidId: null,
    price: null,
    losingBuyerIds: [bidder],
  });
  await rig.bus.publish(ended);
  await eventually('the bidder texted', finished(ended.id, 1));
  assert.equal(
    rig.fake.sentTo('+14155550311')[0].body,
    'Atelier: the auction for Oak Bench has ended below its reserve, so nobody won it. It is for sale again: https://atelier.test/product/8 Reply STOP to opt out.',
  );
});

test("a draw's alternates are told their place; the winner is not (their claim link tells them)", async () => {
  const [winner, next, last] = [
    await buyer('+14155550321'),
    await buyer('+14155550322'),
    await buyer('+14155550323'),
  ];
  const made = drawMade({ releaseId: 5, productId: 9, productName: 'Glass Lamp' }, [winner, next, last]);
  await rig.bus.publish(made);
  await eventually('the alternates texted', finished(made.id, 2));
  assert.equal(rig.fake.sentTo('+14155550321').length, 0);
  assert.equal(
    rig.fake.sentTo('+14155550322')[0].body,
    'Atelier: the draw for Glass Lamp is made. You are alternate 1: if a winner does not claim it in time, we text you a link to buy it. See the draw: https://atelier.test/product/9 Reply STOP to opt out.',
  );
  assert.match(rig.fake.sentTo('+14155550323')[0].body, /You are alternate 2:/);
});

test("entries closed early: every entrant is told why and where they stand, in their number's daytime", async () => {
  const [winner, alternate] = [await buyer('+14155550331'), await buyer('+14155550332')];
  // 06:00 in California: the texts wait for 8 am there.
  clock = new Date('2026-06-15T13:00:00Z');
  const made = drawMade({ releaseId: 6, productId: 10, productName: 'Ash Stool' }, [winner, alternate], {
    advertisedClosesAt: '2026-06-15T22:30:00.000Z',
    reason: 'The maker found a crack in the seat',
  });
  await rig.bus.publish(made);
  await eventually('both recorded', async () => (await recordsOf(made.id)).length === 2);
  const job = await rig.inspectQueue().getJob(saleOutcomeJobId(made.id, alternate));
  assert.ok(job, 'queued');
  assert.equal(job.opts.delay, 2 * 3_600_000, 'waits two hours, until 8 am in California');
  assert.equal(rig.fake.sentTo('+14155550332').length, 0, 'nothing at 6 am');
  // Morning: the jobs run now (as their delay would have them) and the texts go out.
  clock = DAYTIME;
  for (const buyerId of [winner, alternate])
    await (await rig.inspectQueue().getJob(saleOutcomeJobId(made.id, buyerId)))!.promote();
  await eventually('both texted', finished(made.id, 2));
  assert.equal(
    rig.fake.sentTo('+14155550331')[0].body,
    'Atelier: entries for Ash Stool closed early. The maker found a crack in the seat. The draw is made and you won: your claim link is in a text of its own. See the draw: https://atelier.test/product/10 Reply STOP to opt out.',
  );
  assert.equal(
    rig.fake.sentTo('+14155550332')[0].body,
    'Atelier: entries for Ash Stool closed early. The maker found a crack in the seat. The draw is made and you are alternate 1: if a winner does not claim it in time, we text you. See the draw: https://atelier.test/product/10 Reply STOP to opt out.',
  );
});

test("the owner's counter and decline of an offer are texted to its buyer, once per event", async () => {
  const offerer = await buyer('+14155550391');
  const decided = (fields: Partial<ReturnType<typeof offerDecidedEvent.payload.parse>>) =>
    newEvent(offerDecidedEvent, {
      offerId: randomUUID(),
      productId: 9,
      productName: 'Walnut Console',
      buyerId: offerer,
      decision: 'countered',
      declinedBecause: null,
      amount: '4000.00',
      counterAmount: '4400.00',
      expiresAt: '2026-12-02T12:00:00.000Z',
      ...fields,
    });
  const countered = decided({});
  await rig.bus.publish(countered);
  await rig.bus.publish(countered);
  await eventually('the counter texted', finished(countered.id, 1));
  const declined = decided({
    decision: 'declined',
    declinedBecause: 'owner',
    counterAmount: null,
    expiresAt: null,
  });
  await rig.bus.publish(declined);
  await eventually('the decline texted', finished(declined.id, 1));
  const gone = decided({
    decision: 'declined',
    declinedBecause: 'piece_gone',
    counterAmount: null,
    expiresAt: null,
  });
  await rig.bus.publish(gone);
  await eventually('the other buyers told', finished(gone.id, 1));
  assert.deepEqual(
    rig.fake.sentTo('+14155550391').map((text) => text.body),
    [
      "Atelier: the owner answered your offer on Walnut Console with $4,400, open until Wed, 02 Dec 2026 12:00 UTC. Accept or decline it on the piece's page: https://atelier.test/product/9 Reply STOP to opt out.",
      "Atelier: the owner declined your offer of $4,000 on Walnut Console. You may make another on the piece's page: https://atelier.test/product/9 Reply STOP to opt out.",
      'Atelier: your offer of $4,000 on Walnut Console was not accepted: the owner accepted another offer on the piece. https://atelier.test/product/9 Reply STOP to opt out.',
    ],
  );
});
