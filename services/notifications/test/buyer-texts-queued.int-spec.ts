// A verified buyer's own texts (a won piece's claim link, an outbid notice, a shipped order) go
// through the recorded, queued, retried text path every other text takes (issue 35 item 4): a
// refused first send is tried again, a claim link goes at night, a number that replied STOP gets
// nothing, and an outbid notice that could not go out while it was news is given up.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { auctionOutbidEvent, claimOfferedEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import { OUTBID_NEWS_MS } from '../src/texts/text-kinds.js';
import { eventually } from './support/catalog-events.js';
import { DAYTIME, startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
let clock = DAYTIME;

before(async () => {
  rig = await startTextingRig('buyer-texts-queued');
  t = await startTestNotifications(
    'buyer_texts_queued',
    { bus: rig.bus, textQueue: rig.newQueue(), smsSender: rig.twilioSender },
    () => clock,
  );
});
after(async () => {
  await t?.close();
  await rig?.close();
});

async function buyerWithPhone(phoneNumber: string): Promise<string> {
  const id = randomUUID();
  await t.service.db.prisma.buyer.create({
    data: {
      id,
      phoneNumber,
      verifiedAt: clock,
      consentText: 'texts about my bids',
      consentAt: clock,
    },
  });
  return id;
}

const claimOffered = (buyerId: string) =>
  newEvent(claimOfferedEvent, {
    claimId: randomUUID(),
    awardId: randomUUID(),
    source: 'auction',
    sourceId: 41,
    productId: 7,
    productName: 'Walnut Console',
    buyerId,
    price: '2100.00',
    rank: 1,
    expiresAt: '2026-06-17T20:00:00.000Z',
    claimPath: `/claim/${randomUUID()}`,
  });

const textRow = (eventId: string) => t.service.db.prisma.textMessage.findFirst({ where: { eventId } });

test('a claim link whose first send is refused is sent again, once, and recorded as sent', async () => {
  clock = DAYTIME;
  const phone = '+12125550201';
  const buyerId = await buyerWithPhone(phone);
  rig.fake.refusals.push({ status: 503, code: 20503, message: 'Service unavailable' });
  const event = claimOffered(buyerId);
  await rig.bus.publish(event);
  await rig.bus.publish(event); // redelivered
  await eventually('the retried claim text', async () => rig.fake.sentTo(phone).length === 1);
  await eventually('its record says sent', async () => (await textRow(event.id))?.status === 'sent');
  const row = await textRow(event.id);
  assert.equal(row?.kind, 'claim');
  assert.equal(row?.attempts, 2, 'the refused try and the one that went out');
  assert.match(rig.fake.sentTo(phone)[0]!.body, /Walnut Console is yours at \$2,100\./);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(rig.fake.sentTo(phone).length, 1, 'texted once');
});

test('a claim link goes at night, when a sale-outcome text would wait for the morning', async () => {
  clock = new Date('2026-06-16T07:00:00Z'); // 3 am in New York
  const phone = '+12125550202';
  const buyerId = await buyerWithPhone(phone);
  await rig.bus.publish(claimOffered(buyerId));
  await eventually('the claim text at 3 am', async () => rig.fake.sentTo(phone).length === 1);
});

test('a number that replied STOP is recorded as opted out and never texted', async () => {
  clock = DAYTIME;
  const phone = '+12125550203';
  const buyerId = await buyerWithPhone(phone);
  await t.service.db.prisma.smsOptOut.create({ data: { phoneNumber: phone, keyword: 'STOP' } });
  const event = claimOffered(buyerId);
  await rig.bus.publish(event);
  await eventually('the opted-out record', async () => (await textRow(event.id))?.status === 'opted_out');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(rig.fake.sentTo(phone).length, 0);
});

test('an outbid notice that could not go out while it was news is given up, not sent late', async () => {
  clock = DAYTIME;
  const phone = '+12125550204';
  const buyerId = await buyerWithPhone(phone);
  // Every try is refused (retryable) until the notice is stale: the worker then gives it up.
  for (let i = 0; i < 4; i++)
    rig.fake.refusals.push({ status: 503, code: 20503, message: 'Service unavailable' });
  const event = newEvent(auctionOutbidEvent, {
    auctionId: 42,
    productId: 8,
    productName: 'Oak Bench',
    buyerId,
    currentBid: '900.00',
    endTime: '2026-06-15T20:00:00.000Z',
  });
  await rig.bus.publish(event);
  await eventually('a refused try', async () => ((await textRow(event.id))?.attempts ?? 0) >= 1);
  clock = new Date(DAYTIME.getTime() + OUTBID_NEWS_MS + 60_000);
  await eventually('given up', async () => (await textRow(event.id))?.status === 'failed');
  assert.match((await textRow(event.id))!.errorMessage ?? '', /no longer news/);
  assert.equal(rig.fake.sentTo(phone).length, 0);
});
