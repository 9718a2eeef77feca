// The text worker as its own app (text-worker-main.ts, the image's notifications-worker): the API queues the
// drop-day texts and sends none itself (TEXT_WORKER=false); the worker app, on the same database
// and BullMQ queue, sends each once through the real twilio SDK (local fake), answers its health
// probes, and its config needs neither a broker nor the internal auth secret.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger } from '@atelier/platform';
import { loadTextWorkerEnv } from '../src/config.js';
import { type RunningTextWorker, startTextWorker } from '../src/index.js';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import {
  DAYTIME,
  PUBLIC_ORIGIN,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let api: TestNotifications;
let worker: RunningTextWorker;

before(async () => {
  rig = await startTextingRig('text-worker');
  api = await startTestNotifications('text_worker', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
    runWorker: false,
  });
  worker = await startTextWorker(
    {
      database: api.database.connection,
      logger: createLogger('notifications-worker', 'silent'),
      textQueue: rig.newQueue(),
      smsSender: rig.twilioSender,
    },
    {
      port: 0,
      host: '127.0.0.1',
      texting: {
        publicOrigin: PUBLIC_ORIGIN,
        validitySeconds: 3600,
        helpContact: 'hello@atelier.test',
        now: () => DAYTIME,
      },
    },
  );
});

after(async () => {
  await worker?.close();
  await api?.close();
  await rig?.close();
});

test('the API queues the drop-day texts and the worker app sends each once', async () => {
  const phones = ['+14155550141', '+12125550142'];
  const item = sneakPeek(41, 'Worker Piece 41');
  await rig.bus.publish(upserted(item));
  await eventually(
    'the item',
    async () => (await api.service.db.prisma.comingSoonItem.count({ where: { id: 41 } })) === 1,
  );
  await api.alreadyConfirmed(phones);
  for (const phone of phones)
    assert.equal(
      (await api.anyone('POST', '/api/coming-soon/41/notify', { phoneNumber: phone })).status,
      201,
    );
  await rig.bus.publish(converted(item));
  await eventually('both texts sent', async () =>
    phones.every((phone) => rig.fake.sentTo(phone).length === 1),
  );
  // The worker records 'sent' once Twilio has answered, just after the fake saw the text.
  await eventually('both rows marked sent', async () => {
    const rows = await api.service.db.prisma.textMessage.findMany({ where: { comingSoonId: 41 } });
    return rows.length === 2 && rows.every((row) => row.status === 'sent');
  });
  for (const phone of phones) assert.equal(rig.fake.sentTo(phone).length, 1, `${phone} texted once`);
});

test('the worker answers its health probes: live, and ready when PostgreSQL and Redis answer', async () => {
  const live = await fetch(`${worker.url}/health/live`);
  assert.equal(live.status, 200);
  const ready = await fetch(`${worker.url}/health/ready`);
  assert.equal(ready.status, 200);
  const body = (await ready.json()) as { checks: { name: string; ok: boolean }[] };
  assert.deepEqual(
    body.checks.map((check) => [check.name, check.ok]),
    [
      ['database', true],
      ['text-queue', true],
    ],
  );
  // Nothing else is served: no API, no admin routes.
  assert.equal((await fetch(`${worker.url}/api/notification-signups`)).status, 404);
});

test("the worker's config needs neither a broker nor the internal auth secret", () => {
  const env = loadTextWorkerEnv({ DATABASE_URL: 'postgres://u@db:5432/atelier' });
  assert.equal(env.PORT, 3105);
  assert.equal(env.REDIS_URL, 'redis://127.0.0.1:6379');
  assert.equal('RABBITMQ_URL' in env, false);
  assert.equal('INTERNAL_AUTH_SECRET' in env, false);
  assert.throws(() => loadTextWorkerEnv({}), /DATABASE_URL/);
  assert.throws(
    () =>
      loadTextWorkerEnv({
        DATABASE_URL: 'postgres://u@db:5432/atelier',
        TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      }),
    /together/,
  );
});
