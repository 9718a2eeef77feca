// The signups part of the admin's Reports (GET /api/reports/signups) against real PostgreSQL:
// signups made through the public notify route, a number confirmed by its owner's YES, and the
// product each sneak peek became taken from catalog's converted event, for the web to join by id.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { InProcessTextQueue } from '../src/index.js';
import { converted, eventually, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';

let bus: InProcessEventBus;
let t: TestNotifications;

before(async () => {
  const logger = createLogger('test', 'silent');
  bus = new InProcessEventBus(logger);
  const textQueue = new InProcessTextQueue({ maxAttempts: 3, retryBaseMs: 50, ratePerSecond: 100 }, logger);
  t = await startTestNotifications('signups_report', { bus, textQueue });
});

after(async () => {
  await t?.close();
  await bus?.close();
});

const item = (id: number) => t.service.db.prisma.comingSoonItem.findUnique({ where: { id } });

test('signups and confirmed numbers per item, with the product a converted item became', async () => {
  await bus.publish(upserted(sneakPeek(31, 'Walnut Lounge Chair')));
  await bus.publish(upserted(sneakPeek(32, 'Brass Console')));
  await eventually('the read model', async () => (await item(31)) !== null && (await item(32)) !== null);
  for (const [id, phoneNumber] of [
    [31, '(415) 555-0131'],
    [31, '(415) 555-0132'],
    [31, '(212) 555-0133'],
    [32, '(415) 555-0132'],
  ] as const)
    assert.equal((await t.anyone('POST', `/api/coming-soon/${id}/notify`, { phoneNumber })).status, 201);
  // The owner of one number confirms it: it counts as confirmed for both its signups.
  const yes = await t.twilioCallback('/api/webhooks/twilio/inbound', { From: '+14155550132', Body: 'YES' });
  assert.equal(yes.status, 200, yes.text);

  const before = await t.admin('GET', '/api/reports/signups');
  assert.equal(before.status, 200, before.text);
  assert.deepEqual(before.body.items, [
    { comingSoonId: 31, productId: null, name: 'Walnut Lounge Chair', signups: 3, confirmed: 1 },
    { comingSoonId: 32, productId: null, name: 'Brass Console', signups: 1, confirmed: 1 },
  ]);

  await bus.publish(converted(sneakPeek(31, 'Walnut Lounge Chair'), 531));
  await eventually('the release', async () => (await item(31))?.releasedAt != null);
  const after = await t.admin('GET', '/api/reports/signups');
  assert.deepEqual(after.body.items[0], {
    comingSoonId: 31,
    productId: 531,
    name: 'Walnut Lounge Chair',
    signups: 3,
    confirmed: 1,
  });
  assert.equal(after.body.items[1].productId, null, 'not converted yet');
});

test('admin only', async () => {
  assert.equal((await t.anyone('GET', '/api/reports/signups')).status, 401);
});
