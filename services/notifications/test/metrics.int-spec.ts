// Drop day's texts in the metrics, cluster style (RabbitMQ, BullMQ on Redis, the Twilio fake):
// each text that ends sent, failed or opted out moves atelier_texts_total by its outcome, once,
// and the text queue's job counts are exported per state. Read from the process's metrics listener,
// as the service's own process serves them on METRICS_PORT (its own port has no /metrics).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type MetricsListener, serveMetrics } from '@atelier/platform';
import { sampleSum, scrapeMetrics, waitForSample } from '@atelier/platform/testing';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
let metrics: MetricsListener;

before(async () => {
  rig = await startTextingRig('metrics');
  t = await startTestNotifications('notifications_metrics', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
  });
  metrics = await serveMetrics({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await metrics?.close();
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
  assert.equal((await fetch(`${t.service.url}/metrics`)).status, 404, 'not on the service port');
  const url = metrics.url;
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
