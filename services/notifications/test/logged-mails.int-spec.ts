// Without an SMTP server (all-in-one), the house's mails are logged: kept in logged_mails, once per
// mail, for the owner to read in the dashboard through the admin's routes (refused to anyone else).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { InProcessTextQueue } from '../src/index.js';
import { eventually } from './support/catalog-events.js';
import { orderPaid, orderShipped, receiptFor } from './support/order-events.js';
import {
  PUBLIC_ORIGIN,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';

let bus: InProcessEventBus;
let t: TestNotifications;

before(async () => {
  const logger = createLogger('test', 'silent');
  bus = new InProcessEventBus(logger);
  const textQueue = new InProcessTextQueue({ maxAttempts: 3, retryBaseMs: 50, ratePerSecond: 100 }, logger);
  // No mail sender or queue given: the logged sender and the in-process queue, as in all-in-one.
  t = await startTestNotifications('logged_mails', { bus, textQueue });
});

after(async () => {
  await t?.close();
  await bus?.close();
});

test('a paid order, delivered twice: its confirmation is logged once, and the owner reads it', async () => {
  const event = orderPaid(201, receiptFor(201, { recipientName: '<script>alert(1)</script>' }));
  await bus.publish(event);
  await bus.publish(event);
  await eventually(
    'the confirmation logged',
    async () => (await t.service.db.prisma.loggedMail.count()) === 1,
  );
  await bus.publish(orderShipped(201));
  await eventually(
    'the shipping mail logged',
    async () => (await t.service.db.prisma.loggedMail.count()) === 2,
  );

  const list = await t.admin('GET', '/api/mail/logged-mails');
  assert.equal(list.status, 200, list.text);
  assert.equal(list.body.sending, 'logged');
  assert.deepEqual(
    list.body.mails.map((mail: { to: string; subject: string }) => [mail.to, mail.subject]),
    [
      ['buyer201@example.com', 'Your Atelier order AT-000201 has shipped'],
      ['buyer201@example.com', 'Your Atelier order AT-000201 is confirmed'],
    ],
    'newest first, without their bodies',
  );
  assert.equal(list.body.mails[0].html, undefined);

  const confirmation = await t.admin('GET', `/api/mail/logged-mails/${list.body.mails[1].id}`);
  assert.equal(confirmation.status, 200, confirmation.text);
  assert.equal(confirmation.body.from, 'Atelier <hello@atelier-furniture.com>');
  assert.ok(confirmation.body.html.includes(`href="${PUBLIC_ORIGIN}/orders/token-201"`));
  assert.ok(confirmation.body.html.includes('Thank you, &lt;script&gt;alert(1)&lt;/script&gt;.'));
  assert.match(confirmation.body.text, /^Total {5}\$5,476\.00$/m);

  const [row] = await t.service.db.prisma.mailMessage.findMany({ where: { eventId: event.id } });
  assert.equal(row.status, 'sent');
  assert.equal(row.providerResponse, 'logged');
});

test('the logged mails are the admin’s only; an unknown or malformed id is a clear 4xx', async () => {
  assert.equal((await t.anyone('GET', '/api/mail/logged-mails')).status, 401);
  assert.equal((await t.anyone('GET', '/api/mail/logged-mails/1')).status, 401);
  const missing = await t.admin('GET', '/api/mail/logged-mails/999999');
  assert.equal(missing.status, 404);
  assert.match(missing.body.message, /No logged mail 999999/);
  const malformed = await t.admin('GET', '/api/mail/logged-mails/abc');
  assert.equal(malformed.status, 400);
  assert.match(malformed.text, /mail id/);
});
