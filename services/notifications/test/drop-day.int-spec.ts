// Drop day, cluster style: catalog's conversion event over RabbitMQ, the fan-out into BullMQ on
// the machine's Redis, the worker sending through the real twilio SDK pointed at a local fake.
// Every signup gets exactly one text, whatever repeats; opted-out numbers get none; callbacks
// are believed only with Twilio's signature.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BullMqTextQueue } from '../src/texts/bullmq-text-queue.js';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let queue: BullMqTextQueue;
let t: TestNotifications;

before(async () => {
  rig = await startTextingRig('drop-day');
  queue = rig.newQueue();
  t = await startTestNotifications('drop_day', {
    bus: rig.bus,
    textQueue: queue,
    smsSender: rig.twilioSender,
  });
});

after(async () => {
  await t?.close();
  await rig?.close();
});

const texts = (comingSoonId: number) =>
  t.service.db.prisma.textMessage.findMany({ where: { comingSoonId }, orderBy: { id: 'asc' } });

async function itemWithSignups(id: number, phones: string[]) {
  const item = sneakPeek(id, `Drop Piece ${id}`);
  await rig.bus.publish(upserted(item));
  await eventually(
    `item ${id}`,
    async () => (await t.service.db.prisma.comingSoonItem.count({ where: { id } })) === 1,
  );
  await t.alreadyConfirmed(phones);
  for (const phone of phones)
    assert.equal(
      (await t.anyone('POST', `/api/coming-soon/${id}/notify`, { phoneNumber: phone })).status,
      201,
    );
  return item;
}

const allFinished = (id: number, count: number) => async () => {
  const rows = await texts(id);
  return rows.length === count && rows.every((row) => ['sent', 'failed', 'opted_out'].includes(row.status));
};

test('a drawn release: its signups are texted until when entries are taken', async () => {
  const item = await itemWithSignups(16, ['+14155550161']);
  const event = converted(item);
  await rig.bus.publish({
    ...event,
    payload: { ...event.payload, drawnRelease: { releaseId: 3, closesAt: '2026-12-02T18:30:00.000Z' } },
  });
  await eventually('the text sent', allFinished(16, 1));
  assert.equal(
    rig.fake.sentTo('+14155550161')[0].body,
    'Atelier: Drop Piece 16 by Mara Lind is released by draw. Enter by Dec 2, 18:30 UTC: https://atelier.test/product/116 Reply STOP to opt out',
  );
});

test('a conversion delivered twice: each signup gets exactly one text, with the piece, artist, link and STOP', async () => {
  const phones = ['+14155550101', '+12125550102', '+13125550103'];
  const item = await itemWithSignups(10, phones);
  const event = converted(item);
  await rig.bus.publish(event);
  await rig.bus.publish(event);
  await eventually('three texts sent', allFinished(10, 3));
  // The jobs again (as a redelivery before the inbox commit would add them): same ids, nothing new.
  const rows = await texts(10);
  await queue.addBulk(
    rows.map((row) => ({
      jobId: `drop-${event.id}-${row.signupId}`,
      eventId: event.id,
      signupId: row.signupId!,
    })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));

  for (const phone of phones) {
    const sent = rig.fake.sentTo(phone);
    assert.equal(sent.length, 1, phone);
    assert.equal(
      sent[0].body,
      'Atelier: Drop Piece 10 by Mara Lind is now available. https://atelier.test/product/110 Reply STOP to opt out',
    );
    assert.equal(sent[0].validityPeriod, '3600');
    assert.equal(sent[0].statusCallback, 'https://atelier.test/api/webhooks/twilio/status');
  }
  assert.ok(
    (await texts(10)).every((row) => row.status === 'sent' && row.providerMessageId?.startsWith('SM')),
  );
  const signups = await t.admin('GET', '/api/coming-soon/10/signups');
  assert.ok(
    signups.body.every((s: { notification: { status: string } }) => s.notification.status === 'sent'),
  );
  assert.equal(signups.body[0].comingSoonItem.released, true);
  assert.match(signups.body[0].notification.message, /^Atelier: Drop Piece 10 by Mara Lind/);
  assert.equal(signups.body[0].notification.simulated, undefined);
  // Released: no more signups for it.
  assert.equal(
    (await t.anyone('POST', '/api/coming-soon/10/notify', { phoneNumber: '+14155550199' })).status,
    409,
  );
});

test('Twilio answers 429 then 201: retried with backoff, sent once; a permanent error is not retried', async () => {
  const item = await itemWithSignups(11, ['+14155550111']);
  rig.fake.refusals.push({ status: 429, code: 20429, message: 'Too Many Requests' });
  const before = rig.fake.createRequests;
  await rig.bus.publish(converted(item));
  await eventually('the text sent', allFinished(11, 1));
  assert.equal(rig.fake.sentTo('+14155550111').length, 1);
  assert.equal(rig.fake.createRequests - before, 2);
  assert.equal((await texts(11))[0].status, 'sent');

  const invalid = await itemWithSignups(12, ['+14155550112']);
  rig.fake.refusals.push({
    status: 400,
    code: 21211,
    message: "The 'To' number is not a valid phone number.",
  });
  const beforeInvalid = rig.fake.createRequests;
  await rig.bus.publish(converted(invalid));
  await eventually('the text failed', allFinished(12, 1));
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(rig.fake.createRequests - beforeInvalid, 1);
  const [failed] = await texts(12);
  assert.equal(failed.status, 'failed');
  assert.equal(failed.errorCode, '21211');
  const listed = await t.admin('GET', '/api/coming-soon/12/signups');
  assert.equal(listed.body[0].notification.status, 'failed');
  assert.match(listed.body[0].notification.error, /21211/);
});

test('STOP (once confirmed), START, HELP; an opted-out number is never texted', async () => {
  const stop = await t.twilioCallback('/api/webhooks/twilio/inbound', {
    From: '+16465550100',
    Body: ' stop ',
  });
  assert.equal(stop.status, 200);
  assert.match(stop.text, /<Message>Atelier: you are unsubscribed/);
  const again = await t.twilioCallback('/api/webhooks/twilio/inbound', {
    From: '+16465550100',
    Body: 'UNSUBSCRIBE',
  });
  assert.doesNotMatch(again.text, /<Message>/);

  const item = await itemWithSignups(13, ['+16465550100', '+16465550101']);
  await rig.bus.publish(converted(item));
  await eventually('both texts finished', allFinished(13, 2));
  assert.equal(rig.fake.sentTo('+16465550100').length, 0);
  assert.equal(rig.fake.sentTo('+16465550101').length, 1);
  const listed = await t.admin('GET', '/api/coming-soon/13/signups');
  const optedOut = listed.body.find((s: { phoneNumber: string }) => s.phoneNumber === '+16465550100');
  assert.equal(optedOut.optedOut, true);
  assert.equal(optedOut.notification.status, 'opted_out');

  const start = await t.twilioCallback('/api/webhooks/twilio/inbound', {
    From: '+16465550100',
    Body: 'START',
  });
  assert.match(start.text, /resubscribed/);
  assert.equal(await t.service.db.prisma.smsOptOut.count({ where: { phoneNumber: '+16465550100' } }), 0);
  const help = await t.twilioCallback('/api/webhooks/twilio/inbound', { From: '+16465550100', Body: 'help' });
  assert.match(help.text, /hello@atelier\.test/);
  const chat = await t.twilioCallback('/api/webhooks/twilio/inbound', {
    From: '+16465550100',
    Body: 'is it walnut?',
  });
  assert.doesNotMatch(chat.text, /<Message>/);
});

test('delivery callbacks move a text forward; a forged or unsigned callback is refused', async () => {
  const [text] = await texts(11);
  const forged = await t.twilioCallback(
    '/api/webhooks/twilio/status',
    { MessageSid: text.providerMessageId!, MessageStatus: 'failed' },
    true,
  );
  assert.equal(forged.status, 403);
  const unsigned = await t.anyone(
    'POST',
    '/api/webhooks/twilio/status',
    `MessageSid=${text.providerMessageId}&MessageStatus=failed`,
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );
  assert.equal(unsigned.status, 403);
  assert.equal((await texts(11))[0].status, 'sent');

  const delivered = await t.twilioCallback('/api/webhooks/twilio/status', {
    MessageSid: text.providerMessageId!,
    MessageStatus: 'delivered',
  });
  assert.equal(delivered.status, 204);
  assert.equal((await texts(11))[0].status, 'delivered');
  // A late 'sent' never turns it back.
  await t.twilioCallback('/api/webhooks/twilio/status', {
    MessageSid: text.providerMessageId!,
    MessageStatus: 'sent',
  });
  assert.equal((await texts(11))[0].status, 'delivered');
  const listed = await t.admin('GET', '/api/coming-soon/11/signups');
  assert.equal(listed.body[0].notification.status, 'delivered');
});
