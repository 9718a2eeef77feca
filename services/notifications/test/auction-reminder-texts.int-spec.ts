// "Remind me" (issue 34 item 2), cluster style: catalog's catalog.auction.reminder-due over
// RabbitMQ, the texts through BullMQ on the machine's Redis and the worker, sent with the real
// twilio SDK pointed at a local fake. Each buyer who asked is texted once (a redelivered event texts
// nobody twice), never a number that replied STOP, and never once the auction would be over before
// the number's daytime window opens.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { auctionReminderDueEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import { reminderJobId } from '../src/auction-reminders/auction-reminder-texts.consumer.js';
import { eventually } from './support/catalog-events.js';
import { DAYTIME, startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
let clock = DAYTIME;

before(async () => {
  rig = await startTextingRig('auction-reminders');
  t = await startTestNotifications(
    'auction_reminders',
    { bus: rig.bus, textQueue: rig.newQueue(), smsSender: rig.twilioSender },
    () => clock,
  );
});
after(async () => {
  await t?.close();
  await rig?.close();
});

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

const recordsOf = (eventId: string) =>
  t.service.db.prisma.textMessage.findMany({ where: { eventId }, orderBy: { id: 'asc' } });
const due = (auctionId: number, buyerIds: string[], endTime: Date) =>
  newEvent(auctionReminderDueEvent, {
    auctionId,
    productId: 12,
    productName: 'Walnut Console',
    endTime: endTime.toISOString(),
    buyerIds,
  });

test('each buyer who asked is texted once, an hour before the end; never a number that replied STOP', async () => {
  const [first, second, stopped] = [
    await buyer('+14155550401'),
    await buyer('+12125550402'),
    await buyer('+13125550403'),
  ];
  await t.service.db.prisma.smsOptOut.create({ data: { phoneNumber: '+13125550403', keyword: 'STOP' } });
  const event = due(51, [first, second, stopped], new Date(DAYTIME.getTime() + 3_600_000));
  await rig.bus.publish(event);
  await rig.bus.publish(event);
  await eventually('the reminders sent', async () => {
    const rows = await recordsOf(event.id);
    return rows.length === 3 && rows.every((row) => ['sent', 'opted_out'].includes(row.status));
  });
  for (const phone of ['+14155550401', '+12125550402']) {
    const sent = rig.fake.sentTo(phone);
    assert.equal(sent.length, 1, `${phone}: once, however often the event comes`);
    assert.equal(
      sent[0].body,
      'Atelier: the auction for Walnut Console ends within the hour. See it and bid: https://atelier.test/product/12 Reply STOP to opt out.',
    );
  }
  assert.equal(rig.fake.sentTo('+13125550403').length, 0, 'never a number that replied STOP');
  assert.deepEqual(
    (await recordsOf(event.id)).map((row) => [row.buyerId, row.status, row.kind]),
    [
      [first, 'sent', 'auction-reminder'],
      [second, 'sent', 'auction-reminder'],
      [stopped, 'opted_out', 'auction-reminder'],
    ],
  );
});

test("outside the number's daytime: waits for it when the auction is still on then, else is not sent at all", async () => {
  const [early, late] = [await buyer('+14155550411'), await buyer('+14155550412')];
  // 06:00 in California: the window opens at 8 am there (two hours on).
  clock = new Date('2026-06-15T13:00:00Z');
  const ending = (hours: number) => new Date(clock.getTime() + hours * 3_600_000);
  const later = due(52, [early], ending(3));
  const tooSoon = due(53, [late], ending(1));
  await rig.bus.publish(later);
  await rig.bus.publish(tooSoon);
  await eventually(
    'both recorded',
    async () => (await recordsOf(later.id)).length === 1 && (await recordsOf(tooSoon.id)).length === 1,
  );
  const [given] = await recordsOf(tooSoon.id);
  assert.equal(given!.status, 'failed');
  assert.match(given!.errorMessage ?? '', /daytime window opens only after the auction ends/);
  assert.equal(await rig.inspectQueue().getJob(reminderJobId(tooSoon.id, late)), undefined, 'no job');
  const job = await rig.inspectQueue().getJob(reminderJobId(later.id, early));
  assert.ok(job, 'queued');
  assert.equal(job.opts.delay, 2 * 3_600_000, 'waits until 8 am in California');
  clock = DAYTIME;
  await job.promote();
  await eventually('texted in the morning', async () => (await recordsOf(later.id))[0]?.status === 'sent');
  assert.equal(rig.fake.sentTo('+14155550411').length, 1);
  assert.equal(rig.fake.sentTo('+14155550412').length, 0);
});
