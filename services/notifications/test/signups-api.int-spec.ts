// The HTTP API against real PostgreSQL: signups with their consent record, the read model fed by
// catalog's events, the admin's lists, custom orders. (Texts: drop-day.int-spec.ts.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { InProcessTextQueue } from '../src/index.js';
import { eventually, removed, sneakPeek, upserted } from './support/catalog-events.js';
import { startTestNotifications, type TestNotifications } from './support/test-notifications.js';

let bus: InProcessEventBus;
let t: TestNotifications;

const known = async (id: number) =>
  (await t.service.db.prisma.comingSoonItem.count({ where: { id, removedAt: null } })) === 1;

before(async () => {
  const logger = createLogger('test', 'silent');
  bus = new InProcessEventBus(logger);
  const textQueue = new InProcessTextQueue({ maxAttempts: 3, retryBaseMs: 50, ratePerSecond: 100 }, logger);
  t = await startTestNotifications('signups_api', { bus, textQueue });
  await bus.publish(upserted(sneakPeek(1, 'Walnut Lounge Chair')));
  await bus.publish(upserted(sneakPeek(2, 'Brass Console')));
  await eventually('the read model', async () => (await known(1)) && (await known(2)));
});

after(async () => {
  await t?.close();
  await bus?.close();
});

const notify = (id: number, phoneNumber: unknown, headers: Record<string, string> = {}) =>
  t.anyone('POST', `/api/coming-soon/${id}/notify`, { phoneNumber }, headers);

test('a US number in any common writing is stored once as E.164, with its consent record', async () => {
  const first = await notify(1, '(415) 555-0134', {
    'x-forwarded-for': '203.0.113.9',
    'user-agent': 'TestBrowser/1.0',
    referer: 'https://atelier.test/coming-soon/1',
  });
  assert.equal(first.status, 201, first.text);
  assert.equal(first.body.phoneNumber, '+14155550134');
  assert.equal(first.body.comingSoonItem.name, 'Walnut Lounge Chair');

  for (const again of ['415.555.0134', '+1 415 555 0134']) {
    const duplicate = await notify(1, again);
    assert.equal(duplicate.status, 409);
    assert.match(duplicate.body.message, /already been registered/);
  }
  // The same number for another item is another signup.
  assert.equal((await notify(2, '415.555.0134')).status, 201);

  const row = await t.service.db.prisma.notificationSignup.findFirstOrThrow({ where: { comingSoonId: 1 } });
  assert.equal(row.consentIp, '203.0.113.9');
  assert.equal(row.consentUserAgent, 'TestBrowser/1.0');
  assert.equal(row.consentSourcePage, 'https://atelier.test/coming-soon/1');
  assert.match(row.consentText, /Reply STOP to opt out/);
});

test('blank, malformed and missing numbers are 400s naming the problem; an unknown item is a 404', async () => {
  const blank = await notify(1, '   ');
  assert.equal(blank.status, 400);
  assert.equal(blank.body.message, 'Please enter a phone number');
  const words = await notify(1, 'call me maybe');
  assert.equal(words.status, 400);
  assert.match(words.body.message, /digits/);
  const short = await notify(1, '555-0134');
  assert.equal(short.status, 400);
  assert.match(short.body.message, /10 digits/);
  const missing = await t.anyone('POST', '/api/coming-soon/1/notify', {});
  assert.equal(missing.status, 400);
  assert.match(missing.body.message, /phoneNumber/);
  assert.equal((await notify(999, '(415) 555-0199')).status, 404);
  assert.equal((await notify(0, '(415) 555-0199')).status, 400);
});

test('a removed item takes no more signups', async () => {
  await bus.publish(upserted(sneakPeek(3, 'Short-lived Stool')));
  await eventually('item 3', () => known(3));
  await bus.publish(removed(3));
  await eventually('item 3 removed', async () => !(await known(3)));
  assert.equal((await notify(3, '(212) 555-0100')).status, 404);
});

test('admin lists carry the item; they refuse calls without the gateway assertion', async () => {
  assert.equal((await notify(2, '(212) 555-0101')).status, 201);
  for (const path of ['/api/notification-signups', '/api/unique-phone-numbers', '/api/coming-soon/2/signups'])
    assert.equal((await t.anyone('GET', path)).status, 401, path);

  const forItem = await t.admin('GET', '/api/coming-soon/2/signups');
  assert.equal(forItem.status, 200);
  assert.deepEqual(forItem.body.map((s: { phoneNumber: string }) => s.phoneNumber).sort(), [
    '+12125550101',
    '+14155550134',
  ]);
  assert.deepEqual(forItem.body[0].comingSoonItem, {
    name: 'Brass Console',
    category: 'seating',
    estimatedReleaseDate: '2026-09-01T00:00:00.000Z',
    released: false,
  });
  assert.equal(forItem.body[0].notification, null);

  const all = await t.admin('GET', '/api/notification-signups');
  assert.ok(all.body.length >= 3);
  const unique = await t.admin('GET', '/api/unique-phone-numbers');
  const sf = unique.body.find((u: { phoneNumber: string }) => u.phoneNumber === '+14155550134');
  assert.equal(sf.signupCount, 2);
  assert.equal(sf.optedOut, false);
});

test('custom orders: 400 naming each bad field, stored unread, counted, marked read once', async () => {
  const bad = await t.anyone('POST', '/api/custom-orders', {
    name: ' ',
    email: 'nope',
    projectType: 'yacht',
  });
  assert.equal(bad.status, 400);
  const paths = bad.body.issues.map((issue: { path: string }) => issue.path);
  for (const field of [
    'name',
    'email',
    'phone',
    'location',
    'projectType',
    'budget',
    'timeline',
    'description',
  ])
    assert.ok(paths.includes(field), `${field} in ${paths.join(',')}`);

  const request = {
    name: 'Ada Park',
    email: 'ada@example.com',
    phone: '(415) 555-0188',
    location: 'San Francisco, CA',
    projectType: 'dining',
    budget: '10k-25k',
    timeline: '6-months',
    description: 'A walnut dining table for ten, with a live edge and brass inlays.',
    inspiration: '',
  };
  const withNul = await t.anyone('POST', '/api/custom-orders', {
    ...request,
    description: 'Walnut\u0000table',
  });
  assert.equal(withNul.status, 400, withNul.text);
  assert.equal(withNul.body.message, 'Invalid request body: description must not contain control characters');
  assert.deepEqual((await t.admin('GET', '/api/custom-orders/unread-count')).body, { count: 0 });
  const created = await t.anyone('POST', '/api/custom-orders', request);
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.status, 'unread');
  assert.equal(created.body.inspiration, null);

  assert.equal((await t.anyone('GET', '/api/custom-orders')).status, 401);
  assert.deepEqual((await t.admin('GET', '/api/custom-orders/unread-count')).body, { count: 1 });
  const list = await t.admin('GET', '/api/custom-orders');
  assert.equal(list.body[0].name, 'Ada Park');

  const read = await t.admin('PATCH', `/api/custom-orders/${created.body.id}/mark-read`);
  assert.equal(read.status, 200);
  assert.equal(read.body.status, 'read');
  assert.deepEqual((await t.admin('GET', '/api/custom-orders/unread-count')).body, { count: 0 });
  assert.equal((await t.admin('PATCH', '/api/custom-orders/424242/mark-read')).status, 404);
  assert.equal((await t.anyone('PATCH', `/api/custom-orders/${created.body.id}/mark-read`)).status, 401);
});

test('texts only logged: the confirmation text is logged, and the admin answers YES for the phone', async () => {
  assert.deepEqual((await t.admin('GET', '/api/sms/simulated-replies')).body, { enabled: true });
  assert.equal((await t.anyone('GET', '/api/sms/simulated-replies')).status, 401, 'admin only');
  assert.equal((await notify(1, '(212) 555-0177')).status, 201);
  await eventually(
    'the logged confirmation text',
    async () => (await t.service.db.prisma.loggedText.count({ where: { to: '+12125550177' } })) === 1,
  );
  const logged = await t.service.db.prisma.loggedText.findFirstOrThrow({ where: { to: '+12125550177' } });
  assert.match(logged.body, /^Atelier: reply YES to get a text when Walnut Lounge Chair is available/);
  const bad = await t.admin('POST', '/api/sms/simulated-replies', {
    phoneNumber: 'not a number',
    body: 'YES',
  });
  assert.equal(bad.status, 400);
  const yes = await t.admin('POST', '/api/sms/simulated-replies', {
    phoneNumber: '(212) 555-0177',
    body: 'yes',
  });
  assert.equal(yes.status, 200, yes.text);
  assert.match(yes.body.reply, /you are confirmed/);
  const listed = (await t.admin('GET', '/api/coming-soon/1/signups')).body.find(
    (s: { phoneNumber: string }) => s.phoneNumber === '+12125550177',
  );
  assert.equal(listed.confirmed, true);
});
