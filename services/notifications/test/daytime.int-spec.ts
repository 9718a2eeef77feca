// Texts wait for the recipient's daytime: at 23:00 in San Francisco the fan-out adds the job
// delayed until 08:00 there (BullMQ's delayed set on the machine's Redis), and a worker that
// meets a job at night puts it back as delayed instead of sending.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Queue } from 'bullmq';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

// 06:00 UTC in June = 23:00 in San Francisco (PDT); the window opens at 08:00 PDT = 15:00 UTC.
const NIGHT = new Date('2026-06-15T06:00:00Z');
const OPENS = new Date('2026-06-15T15:00:00Z');

let rig: TextingRig;
let t: TestNotifications;
let inspect: Queue;

before(async () => {
  rig = await startTextingRig('daytime');
  t = await startTestNotifications(
    'daytime',
    { bus: rig.bus, textQueue: rig.newQueue(), smsSender: rig.twilioSender },
    () => NIGHT,
  );
  inspect = rig.inspectQueue();
});

after(async () => {
  await t?.close();
  await rig?.close();
});

test('a text due at night waits, delayed until 8 am local time, and is not sent', async () => {
  const item = sneakPeek(30, 'Night Owl Desk');
  await rig.bus.publish(upserted(item));
  await eventually(
    'the item',
    async () => (await t.service.db.prisma.comingSoonItem.count({ where: { id: 30 } })) === 1,
  );
  await t.alreadyConfirmed(['+14155550123']);
  assert.equal(
    (await t.anyone('POST', '/api/coming-soon/30/notify', { phoneNumber: '(415) 555-0123' })).status,
    201,
  );
  await rig.bus.publish(converted(item));

  await eventually('the delayed job', async () => (await inspect.getDelayedCount()) === 1);
  const [job] = await inspect.getDelayed();
  // The job's delay runs on the real clock from when it was added; it is the wait until 08:00 PDT.
  assert.equal(job.opts.delay, OPENS.getTime() - NIGHT.getTime());
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(rig.fake.sentTo('+14155550123').length, 0);
  const text = await t.service.db.prisma.textMessage.findFirstOrThrow({ where: { comingSoonId: 30 } });
  assert.equal(text.status, 'queued');

  // Promoted early (as a retry at night would run it): the worker defers it again, sending nothing.
  await job.promote();
  await eventually('the worker to defer the job again', async () => {
    const seen = await inspect.getJob(job.id!);
    return seen?.processedOn !== undefined && (await seen.getState()) === 'delayed';
  });
  const again = (await inspect.getJob(job.id!))!;
  assert.equal(again.attemptsMade, 0, 'a deferral uses up no attempt');
  assert.equal(rig.fake.sentTo('+14155550123').length, 0);
  assert.equal(
    (await t.service.db.prisma.textMessage.findFirstOrThrow({ where: { comingSoonId: 30 } })).status,
    'queued',
  );
});
