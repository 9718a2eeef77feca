// A buyer's texting state leaves notifications on the bus (issue 31): when they verify, and when
// their number replies STOP or START (Twilio's inbound callback and the admin's simulated reply run
// the same rules), notifications.buyer.texting-changed says whether texts are stopped, with the
// phone's last four digits. Catalog refuses a stopped buyer's bids; cart-checkout names the phone
// on a claim's page. A number that is no buyer's publishes nothing; /api/buyers/me says it too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { EventEnvelope } from '@atelier/contracts';
import { buyerSessionHeaders } from './support/buyer-session-headers.js';
import { eventually } from './support/catalog-events.js';
import {
  internalAuthSecret,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

type TextingState = { buyerId: string; phoneLast4: string; textsStopped: boolean; changedAt: string };

let rig: TextingRig;
let t: TestNotifications;
const published: EventEnvelope[] = [];

before(async () => {
  rig = await startTextingRig('buyer-texting-events');
  await rig.bus.subscribe({
    consumer: 'texting-spy',
    eventTypes: ['notifications.#'],
    handle: async (event) => void published.push(event),
  });
  t = await startTestNotifications('buyer_texting_events', { bus: rig.bus, textQueue: rig.newQueue() });
});
after(async () => {
  await t?.close();
  await rig?.close();
});

const statesOf = (buyerId: string) =>
  published
    .filter((e) => e.type === 'notifications.buyer.texting-changed')
    .map((e) => e.payload as TextingState)
    .filter((state) => state.buyerId === buyerId);

async function verify(phoneNumber: string, e164: string): Promise<string> {
  const started = await t.anyone(
    'POST',
    '/api/buyers/verification',
    { phoneNumber, consent: true },
    { 'x-forwarded-for': '198.51.100.7' },
  );
  assert.equal(started.status, 201, started.text);
  const text = await t.service.db.prisma.loggedText.findFirst({
    where: { to: e164 },
    orderBy: { createdAt: 'desc' },
  });
  const code = /code is (\d{6})/.exec(text?.body ?? '')?.[1] ?? '';
  const confirmed = await t.anyone('POST', '/api/buyers/verification/confirm', {
    verificationId: started.body.verificationId,
    code,
  });
  assert.equal(confirmed.status, 200, confirmed.text);
  assert.equal(confirmed.body.textsStopped, false);
  return confirmed.body.buyerId as string;
}

const reply = (phoneNumber: string, body: string) =>
  t.admin('POST', '/api/sms/simulated-replies', { phoneNumber, body });

// As the gateway asks for a buyer signed in on one device (the session their verification opened).
const me = async (buyerId: string) => {
  const session = await t.service.db.prisma.buyerSession.findFirstOrThrow({
    where: { buyerId, endedAt: null },
  });
  return t.anyone(
    'GET',
    '/api/buyers/me',
    undefined,
    buyerSessionHeaders(internalAuthSecret, 'GET', '/api/buyers/me', { buyerId, sessionId: session.id }),
  );
};

test('verifying, STOP and START each publish the buyer’s texting state, in order, and /me says it', async () => {
  const buyerId = await verify('(212) 555-0177', '+12125550177');
  await eventually('the verified state', async () => statesOf(buyerId).length === 1);
  assert.deepEqual(
    statesOf(buyerId).map(({ phoneLast4, textsStopped }) => ({ phoneLast4, textsStopped })),
    [{ phoneLast4: '0177', textsStopped: false }],
  );

  assert.equal((await reply('(212) 555-0177', 'STOP')).status, 200);
  await eventually('the stopped state', async () => statesOf(buyerId).length === 2);
  assert.equal(statesOf(buyerId)[1]!.textsStopped, true);
  assert.equal((await me(buyerId)).body.textsStopped, true);
  // A second STOP changes nothing, so it says nothing.
  assert.equal((await reply('(212) 555-0177', 'stop')).status, 200);

  assert.equal((await reply('(212) 555-0177', 'START')).status, 200);
  await eventually('the resumed state', async () => statesOf(buyerId).length === 3);
  const states = statesOf(buyerId);
  assert.deepEqual(
    states.map((state) => state.textsStopped),
    [false, true, false],
  );
  const times = states.map((state) => Date.parse(state.changedAt));
  assert.deepEqual(
    [...times].sort((a, b) => a - b),
    times,
    'each state is newer than the one before',
  );
  assert.equal((await me(buyerId)).body.textsStopped, false);
});

test('STOP from a number that is no buyer’s publishes nothing', async () => {
  const before = published.length;
  assert.equal((await reply('(212) 555-0188', 'STOP')).status, 200);
  assert.equal(await t.service.db.prisma.smsOptOut.count({ where: { phoneNumber: '+12125550188' } }), 1);
  const unpublished = await t.service.db.prisma.outboxEvent.count({ where: { publishedAt: null } });
  assert.equal(unpublished, 0, 'nothing waits in the outbox');
  assert.equal(published.length, before);
});
