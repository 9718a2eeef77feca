// Bidders the owner can recognise (issue 32 item 8): a buyer may give their name with the code
// (validated; bad input is a 400 naming it and verifies nothing); one who gave none is named by
// their first paid order's recipient name. Each is told to catalog by
// notifications.buyer.profile-changed (name and the phone's last four digits), through the outbox.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { EventEnvelope } from '@atelier/contracts';
import { eventually } from './support/catalog-events.js';
import { orderPaid, receiptFor } from './support/order-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';
import { startTextingRig, type TextingRig } from './support/test-texting.js';

type Profile = { buyerId: string; name: string | null; phoneLast4: string; changedAt: string };

let rig: TextingRig;
let t: TestNotifications;
const published: EventEnvelope[] = [];

before(async () => {
  rig = await startTextingRig('buyer-names');
  await rig.bus.subscribe({
    consumer: 'profile-spy',
    eventTypes: ['notifications.#'],
    handle: async (event) => void published.push(event),
  });
  t = await startTestNotifications('buyer_names', { bus: rig.bus, textQueue: rig.newQueue() });
});
after(async () => {
  await t?.close();
  await rig?.close();
});

const profilesOf = (buyerId: string) =>
  published
    .filter((e) => e.type === 'notifications.buyer.profile-changed')
    .map((e) => e.payload as Profile)
    .filter((profile) => profile.buyerId === buyerId);

async function startCode(phoneNumber: string, e164: string) {
  const started = await t.anyone('POST', '/api/buyers/verification', { phoneNumber, consent: true });
  assert.equal(started.status, 201, started.text);
  const text = await t.service.db.prisma.loggedText.findFirst({
    where: { to: e164 },
    orderBy: { createdAt: 'desc' },
  });
  return {
    verificationId: started.body.verificationId as string,
    code: /code is (\d{6})/.exec(text!.body)![1]!,
  };
}

async function verify(phoneNumber: string, e164: string, name?: unknown): Promise<string> {
  const confirmed = await t.anyone('POST', '/api/buyers/verification/confirm', {
    ...(await startCode(phoneNumber, e164)),
    ...(name === undefined ? {} : { name }),
  });
  assert.equal(confirmed.status, 200, confirmed.text);
  return confirmed.body.buyerId as string;
}

test('a name given with the code is kept, trimmed, and told to catalog with the last four digits', async () => {
  const buyerId = await verify('(212) 555-0161', '+12125550161', '  Anna-Lena O’Brien ');
  await eventually('the profile', async () => profilesOf(buyerId).length === 1);
  assert.deepEqual(
    profilesOf(buyerId).map(({ name, phoneLast4 }) => ({ name, phoneLast4 })),
    [{ name: 'Anna-Lena O’Brien', phoneLast4: '0161' }],
  );
  const row = await t.service.db.prisma.buyer.findUniqueOrThrow({ where: { id: buyerId } });
  assert.deepEqual([row.name, row.nameSource], ['Anna-Lena O’Brien', 'verification']);
  // Her first order names someone else (a gift): she keeps the name she gave.
  await rig.bus.publish(
    orderPaid(301, receiptFor(301, { recipientPhone: '212-555-0161', recipientName: 'Gift Receiver' })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(
    (await t.service.db.prisma.buyer.findUniqueOrThrow({ where: { id: buyerId } })).name,
    'Anna-Lena O’Brien',
  );
});

test('a bad name is a 400 naming it, and the code is not spent', async () => {
  const { verificationId, code } = await startCode('(212) 555-0162', '+12125550162');
  for (const name of ['', '   ', 'R2-D2', '<script>', 'x'.repeat(61), 42]) {
    const refused = await t.anyone('POST', '/api/buyers/verification/confirm', {
      verificationId,
      code,
      name,
    });
    assert.equal(refused.status, 400, JSON.stringify(name));
    assert.match(refused.text, /name/, JSON.stringify(name));
  }
  const confirmed = await t.anyone('POST', '/api/buyers/verification/confirm', { verificationId, code });
  assert.equal(confirmed.status, 200, 'the code still works');
});

test('without a name, the first paid order to the number names the buyer; later orders change nothing', async () => {
  const buyerId = await verify('(212) 555-0163', '+12125550163');
  await eventually('the verified profile', async () => profilesOf(buyerId).length === 1);
  assert.equal(profilesOf(buyerId)[0]!.name, null);

  // An order to another number, and one whose recipient name is no name, name nobody.
  await rig.bus.publish(orderPaid(302, receiptFor(302, { recipientPhone: '(212) 555-0199' })));
  await rig.bus.publish(
    orderPaid(303, receiptFor(303, { recipientPhone: '(212) 555-0163', recipientName: '12345' })),
  );
  const first = orderPaid(
    304,
    receiptFor(304, { recipientPhone: '(212) 555-0163', recipientName: 'Ines Holm' }),
  );
  await rig.bus.publish(first);
  await rig.bus.publish(first);
  await eventually('the named profile', async () => profilesOf(buyerId).length === 2);
  assert.deepEqual(
    profilesOf(buyerId).map(({ name, phoneLast4 }) => ({ name, phoneLast4 })),
    [
      { name: null, phoneLast4: '0163' },
      { name: 'Ines Holm', phoneLast4: '0163' },
    ],
  );
  await rig.bus.publish(
    orderPaid(305, receiptFor(305, { recipientPhone: '(212) 555-0163', recipientName: 'Someone Else' })),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(profilesOf(buyerId).length, 2, 'named once');
  const row = await t.service.db.prisma.buyer.findUniqueOrThrow({ where: { id: buyerId } });
  assert.deepEqual([row.name, row.nameSource], ['Ines Holm', 'order']);
});
