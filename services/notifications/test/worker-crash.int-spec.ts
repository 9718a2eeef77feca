// A worker killed in the middle of a send (SIGKILL while Twilio holds the request it already
// accepted): its job comes back as stalled to the next worker, which finds the text 'sending',
// asks Twilio whether it went out, and records it instead of sending it again.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

let rig: TextingRig;
let t: TestNotifications;
const children: ChildProcess[] = [];

before(async () => {
  rig = await startTextingRig('worker-crash');
  // This process only fans out; the workers are child processes.
  t = await startTestNotifications('worker_crash', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
    runWorker: false,
  });
});

after(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t?.close();
  await rig?.close();
});

async function startWorkerChild(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./support/text-worker-child.js', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        REDIS_PREFIX: rig.redisPrefix,
        TWILIO_FAKE_URL: rig.fake.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`worker child exited with ${code}`)));
  });
  return child;
}

test('a worker killed mid-send: the next worker records the text Twilio took, and sends nothing twice', async () => {
  const phone = '+14155550177';
  const item = sneakPeek(20, 'Crash Test Cabinet');
  await rig.bus.publish(upserted(item));
  await eventually(
    'the item',
    async () => (await t.service.db.prisma.comingSoonItem.count({ where: { id: 20 } })) === 1,
  );
  await t.alreadyConfirmed([phone]);
  assert.equal((await t.anyone('POST', '/api/coming-soon/20/notify', { phoneNumber: phone })).status, 201);

  rig.fake.hold = true;
  const first = await startWorkerChild();
  await rig.bus.publish(converted(item));
  await eventually('Twilio to accept the text', async () => rig.fake.sentTo(phone).length === 1);
  const text = () => t.service.db.prisma.textMessage.findFirstOrThrow({ where: { comingSoonId: 20 } });
  assert.equal((await text()).status, 'sending');
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  rig.fake.hold = false;
  await startWorkerChild();
  await eventually('the text recorded as sent', async () => (await text()).status === 'sent', 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  assert.equal(rig.fake.sentTo(phone).length, 1);
  assert.equal((await text()).providerMessageId, rig.fake.sentTo(phone)[0].sid);
});
