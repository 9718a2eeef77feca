// Texts only to people who asked (issue 18): anyone can type any number into a notify form, so a
// signup's number gets one confirmation text, and nothing about a release until its owner replies
// YES. One confirmation text per number per day, whatever a stranger signs it up for; unconfirmed
// signups expire. Cluster style: BullMQ on Redis, the real twilio SDK against a local fake.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PhoneConfirmationsRepository } from '../src/confirmations/phone-confirmations.repository.js';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;

before(async () => {
  rig = await startTextingRig('double-opt-in');
  t = await startTestNotifications('double_opt_in', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
  });
});

after(async () => {
  await t?.close();
  await rig?.close();
});

async function item(id: number) {
  const preview = sneakPeek(id, `Opt-in Piece ${id}`);
  await rig.bus.publish(upserted(preview));
  await eventually(
    `item ${id}`,
    async () => (await t.service.db.prisma.comingSoonItem.count({ where: { id } })) === 1,
  );
  return preview;
}

const signUp = (id: number, phoneNumber: string) =>
  t.anyone('POST', `/api/coming-soon/${id}/notify`, { phoneNumber });

const releaseTexts = (comingSoonId: number) =>
  t.service.db.prisma.textMessage.findMany({ where: { comingSoonId, kind: 'release' } });

test('a signed-up number gets one confirmation text, and no release text until its owner replies YES', async () => {
  const phone = '+14155550161';
  const first = await item(61);
  const second = await item(62);
  assert.equal((await signUp(61, phone)).status, 201);
  await eventually('the confirmation text', async () => rig.fake.sentTo(phone).length === 1);
  assert.equal(
    rig.fake.sentTo(phone)[0].body,
    'Atelier: reply YES to get a text when Opt-in Piece 61 is available. Msg & data rates may apply. Reply STOP to opt out, HELP for help.',
  );
  // A stranger signing the same number up for more pieces sends no second text the same day.
  assert.equal((await signUp(62, phone)).status, 201);
  const listed = await t.admin('GET', '/api/coming-soon/61/signups');
  assert.equal(listed.body[0].confirmed, false);
  assert.equal(listed.body[0].notification, null, 'the confirmation text is not the release text');

  // Released before the owner confirmed: nothing about it is texted.
  await rig.bus.publish(converted(first));
  await eventually(
    'the release handled',
    async () => (await t.admin('GET', '/api/coming-soon/61/signups')).body[0].comingSoonItem.released,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal((await releaseTexts(61)).length, 0);
  assert.equal(rig.fake.sentTo(phone).length, 1, 'still only the confirmation text');

  // YES from a number nobody asked is chat; from this one it confirms.
  const stranger = await t.twilioCallback('/api/webhooks/twilio/inbound', {
    From: '+14155550999',
    Body: 'yes',
  });
  assert.doesNotMatch(stranger.text, /<Message>/);
  const yes = await t.twilioCallback('/api/webhooks/twilio/inbound', { From: phone, Body: ' Yes ' });
  assert.match(yes.text, /<Message>Atelier: thank you, you are confirmed/);
  assert.equal((await t.admin('GET', '/api/coming-soon/62/signups')).body[0].confirmed, true);

  await rig.bus.publish(converted(second));
  await eventually('the release text', async () => rig.fake.sentTo(phone).length === 2);
  assert.match(rig.fake.sentTo(phone)[1].body, /^Atelier: Opt-in Piece 62 by Mara Lind is now available/);
  const signups = await t.admin('GET', '/api/coming-soon/62/signups');
  await eventually(
    'the text recorded as sent',
    async () => (await t.admin('GET', '/api/coming-soon/62/signups')).body[0].notification?.status === 'sent',
  );
  assert.equal(signups.body[0].comingSoonItem.released, true);
});

test('with Twilio the real phone answers: replies cannot be simulated', async () => {
  assert.deepEqual((await t.admin('GET', '/api/sms/simulated-replies')).body, { enabled: false });
  const simulated = await t.admin('POST', '/api/sms/simulated-replies', {
    phoneNumber: '+14155550161',
    body: 'YES',
  });
  assert.equal(simulated.status, 404);
});

test('unconfirmed signups expire; confirmed ones stay', async () => {
  await item(63);
  const unconfirmed = '+14155550163';
  const confirmed = '+14155550164';
  assert.equal((await signUp(63, unconfirmed)).status, 201);
  assert.equal((await signUp(63, confirmed)).status, 201);
  await t.twilioCallback('/api/webhooks/twilio/inbound', { From: confirmed, Body: 'YES' });
  // Two days pass.
  await t.service.db.prisma.notificationSignup.updateMany({
    where: { comingSoonId: 63 },
    data: { createdAt: new Date(Date.now() - 49 * 3_600_000) },
  });
  await t.service.db.prisma.phoneConfirmation.updateMany({
    where: { phoneNumber: unconfirmed },
    data: { requestedAt: new Date(Date.now() - 49 * 3_600_000) },
  });
  const expired = await new PhoneConfirmationsRepository(t.service.db).expireUnconfirmed(
    new Date(Date.now() - 48 * 3_600_000),
  );
  assert.equal(expired, 1);
  const left = (await t.admin('GET', '/api/coming-soon/63/signups')).body.map(
    (s: { phoneNumber: string }) => s.phoneNumber,
  );
  assert.deepEqual(left, [confirmed]);
  // The expired number may be asked again (a new signup, a new confirmation text).
  assert.equal((await signUp(63, unconfirmed)).status, 201);
  await eventually('a second confirmation text', async () => rig.fake.sentTo(unconfirmed).length === 2);
});
