// A drop-day fan-out whose transaction rolls back after it added its jobs (its commit fails): the
// event is redelivered and the texts are recorded again under new ids, while re-adding the job ids
// adds nothing. The jobs already queued find their texts by event and signup, and wait for them
// (they run before any commit) without using up an attempt. A job whose text is never recorded
// ends, logged, instead of waiting forever.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createLogger } from '@atelier/platform';
import type { Queue } from 'bullmq';
import { PhoneConfirmationsRepository } from '../src/confirmations/phone-confirmations.repository.js';
import { OptOutsRepository } from '../src/opt-outs/opt-outs.repository.js';
import { TextDelivery, UNRECORDED_TEXT_PATIENCE_MS } from '../src/texts/text-delivery.js';
import { TextMessagesRepository } from '../src/texts/text-messages.repository.js';
import type { TextJob, TextQueue } from '../src/texts/text-queue.js';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import {
  DAYTIME,
  PUBLIC_ORIGIN,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

/** The BullMQ queue, except that the first fan-out fails right after adding its jobs. */
function failingOnceAfterAdding(queue: TextQueue): TextQueue & { failed: boolean } {
  return {
    failed: false,
    async addBulk(jobs: TextJob[]) {
      await queue.addBulk(jobs);
      if (this.failed) return;
      this.failed = true;
      throw new Error('the connection dropped at commit');
    },
    startWorker: (processor) => queue.startWorker(processor),
    pendingCount: () => queue.pendingCount(),
    jobCounts: () => queue.jobCounts(),
    ping: () => queue.ping(),
    close: () => queue.close(),
  };
}

let rig: TextingRig;
let t: TestNotifications;
let textQueue: ReturnType<typeof failingOnceAfterAdding>;
let inspect: Queue;

before(async () => {
  rig = await startTextingRig('rolled-back');
  textQueue = failingOnceAfterAdding(rig.newQueue());
  t = await startTestNotifications('rolled_back', {
    bus: rig.bus,
    textQueue,
    smsSender: rig.twilioSender,
  });
  inspect = rig.inspectQueue();
});

after(async () => {
  await t?.close();
  await rig?.close();
});

test('a fan-out rolled back after adding its jobs: redelivered, every signup still gets exactly one text', async () => {
  const phones = ['+14155550141', '+12125550142', '+13125550143'];
  const item = sneakPeek(40, 'Second Try Sideboard');
  await rig.bus.publish(upserted(item));
  await eventually(
    'the item',
    async () => (await t.service.db.prisma.comingSoonItem.count({ where: { id: 40 } })) === 1,
  );
  await t.alreadyConfirmed(phones);
  for (const phoneNumber of phones)
    assert.equal((await t.anyone('POST', '/api/coming-soon/40/notify', { phoneNumber })).status, 201);

  await rig.bus.publish(converted(item));
  const texts = () => t.service.db.prisma.textMessage.findMany({ where: { comingSoonId: 40 } });
  await eventually('three texts sent', async () => {
    const rows = await texts();
    return rows.length === 3 && rows.every((row) => row.status === 'sent');
  });
  assert.equal(textQueue.failed, true, 'the first fan-out failed after adding its jobs');
  // The rolled-back insert used up ids 1 to 3: the texts were recorded again under new ids.
  assert.ok((await texts()).every((row) => row.id > 3));
  for (const phone of phones) assert.equal(rig.fake.sentTo(phone).length, 1, phone);

  const jobs = await inspect.getJobs(['completed', 'failed']);
  assert.equal(jobs.length, 3);
  // Finishing counts one; waiting for the record counted none.
  assert.deepEqual(
    jobs.map((job) => job.attemptsMade),
    [1, 1, 1],
  );
});

test('a job waits for its text to be recorded, then ends (logged) once it has waited its full patience', async () => {
  const logger = createLogger('test', 'silent');
  const errors: string[] = [];
  logger.error = ((_details: unknown, message: string) => void errors.push(message)) as typeof logger.error;
  const delivery = new TextDelivery(
    new TextMessagesRepository(t.service.db),
    new OptOutsRepository(t.service.db),
    new PhoneConfirmationsRepository(t.service.db),
    t.service.sender,
    {
      publicOrigin: PUBLIC_ORIGIN,
      validitySeconds: 3600,
      helpContact: 'hello@atelier.test',
      now: () => DAYTIME,
    },
    logger,
  );
  const run = { eventId: randomUUID(), signupId: 1, attempt: 1, isLastAttempt: false };

  const fresh = await delivery.process({ ...run, queuedAt: new Date() });
  assert.equal(fresh.kind, 'deferred');
  assert.ok(fresh.kind === 'deferred' && fresh.until.getTime() - Date.now() <= 1_000, 'looked at again soon');
  assert.deepEqual(errors, []);

  const stale = await delivery.process({
    ...run,
    queuedAt: new Date(Date.now() - UNRECORDED_TEXT_PATIENCE_MS - 1_000),
  });
  assert.deepEqual(stale, { kind: 'done' });
  assert.match(errors.join('\n'), /never recorded/);
});
