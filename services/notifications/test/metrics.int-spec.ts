// Drop day's texts in the metrics, cluster style (RabbitMQ, BullMQ on Redis, the Twilio fake):
// each text that ends sent, failed or opted out moves atelier_texts_total by its outcome, once,
// and the text queue's job counts are exported per state. Read from the service's own /metrics.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sampleSum, scrapeMetrics, waitForSample } from '@atelier/platform/testing';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;

before(async () => {
  rig = await startTextingRig('metrics');
  t = await startTestNotifications('notifications_metrics', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
  });
});

after(async () => {
  await t?.close();
  await rig?.close();
});

async function dropTo(id: number, phones: string[]) {
  const item = sneakPeek(id, `Metered Piece ${id}`);
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
  await rig.bus.publish(converted(item));
  await eventually(`the texts of item ${id}`, async () => {
    const rows = await t.service.db.prisma.textMessage.findMany({ where: { comingSoonId: id } });
    return rows.length === phones.length && rows.every((row) => !['queued', 'sending'].includes(row.status));
  });
}

test('texts sent, failed and opted out each move their outcome once; queue depths are exported', async () => {
  const url = t.service.url;
  const start = await scrapeMetrics(url);
  const outcome = (text: string, name: string) => sampleSum(text, 'atelier_texts_total', { outcome: name });

  // A number Twilio refuses for good: failed, not retried.
  rig.fake.refusals.push({
    status: 400,
    code: 21211,
    message: "The 'To' number is not a valid phone number.",
  });
  await dropTo(21, ['+14155550211']);
  // One number replied STOP: opted out; the other is sent.
  assert.equal(
    (await t.twilioCallback('/api/webhooks/twilio/inbound', { From: '+14155550221', Body: 'STOP' })).status,
    200,
  );
  await dropTo(22, ['+14155550221', '+14155550222']);

  await waitForSample(url, 'atelier_texts_total', { outcome: 'sent' }, outcome(start, 'sent') + 1);
  const now = await scrapeMetrics(url);
  assert.equal(outcome(now, 'sent') - outcome(start, 'sent'), 1);
  assert.equal(outcome(now, 'failed') - outcome(start, 'failed'), 1);
  assert.equal(outcome(now, 'opted_out') - outcome(start, 'opted_out'), 1);

  // The queue's depths, read from BullMQ at scrape time: all done, so nothing waits.
  for (const state of ['waiting', 'active', 'delayed', 'failed'])
    assert.match(now, new RegExp(`atelier_queue_jobs\\{queue="drop-day-texts",state="${state}"\\} \\d+`));
  assert.equal(sampleSum(now, 'atelier_queue_jobs', { queue: 'drop-day-texts', state: 'waiting' }), 0);

  // The fan-out consumed its conversions over RabbitMQ.
  assert.ok(sampleSum(now, 'atelier_events_consumed_total', { type: 'catalog.coming-soon.converted' }) >= 2);
});
