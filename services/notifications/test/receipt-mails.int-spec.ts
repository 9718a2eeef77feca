// The house's receipts, cluster style: checkout's order events over RabbitMQ, the mail queue in
// BullMQ on the machine's Redis, and a real SMTP server in this process receiving what nodemailer
// sends. One mail per event and kind whatever repeats; a mail server that is down is retried until
// it is back, and the mail arrives once. The shipping event also texts a verified buyer.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { BUYER_TEXTS_CONSENT } from '@atelier/contracts';
import { createLogger } from '@atelier/platform';
import { BullMqJobQueue } from '../src/jobs/bullmq-job-queue.js';
import { MAIL_QUEUE_NAME, type MailKey, mailJobId } from '../src/mails/mail-queue.js';
import { eventually } from './support/catalog-events.js';
import { orderPaid, orderRefunded, orderShipped, receiptFor } from './support/order-events.js';
import {
  PUBLIC_ORIGIN,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';
import { TEST_REDIS_URL, startTextingRig, type TextingRig } from './support/test-texting.js';
import { TestSmtpServer } from './support/test-smtp.js';

let rig: TextingRig;
let smtp: TestSmtpServer;
let mailQueue: BullMqJobQueue<MailKey>;
let t: TestNotifications;

before(async () => {
  rig = await startTextingRig('receipt-mails');
  smtp = new TestSmtpServer();
  await smtp.start();
  mailQueue = new BullMqJobQueue<MailKey>(
    { queue: MAIL_QUEUE_NAME, job: 'mail' },
    {
      redisUrl: TEST_REDIS_URL,
      prefix: rig.redisPrefix,
      settings: { maxAttempts: 12, retryBaseMs: 100, ratePerSecond: 50 },
      logger: createLogger('test', 'silent'),
    },
  );
  t = await startTestNotifications('receipt_mails', {
    bus: rig.bus,
    textQueue: rig.newQueue(),
    smsSender: rig.twilioSender,
    mailQueue,
    mailSender: () => smtp.sender(),
  });
});

after(async () => {
  await t?.close();
  await smtp?.stop();
  await rig?.close();
});

const mailsOf = (orderId: number) =>
  t.service.db.prisma.mailMessage.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

test('a paid order delivered twice: one confirmation arrives, with the piece, its image, the totals and the order link', async () => {
  const event = orderPaid(101);
  await rig.bus.publish(event);
  await rig.bus.publish(event);
  await eventually('the mail', async () => smtp.to('buyer101@example.com').length > 0);
  // The job again, as a redelivery before the inbox committed would add it: same id, nothing new.
  await mailQueue.addBulk([
    {
      jobId: mailJobId({ eventId: event.id, kind: 'order-confirmation' }),
      eventId: event.id,
      kind: 'order-confirmation',
    },
  ]);
  await sleep(1_000);

  const received = smtp.to('buyer101@example.com');
  assert.equal(received.length, 1, 'one mail, however often the event came');
  const mail = received[0].parsed;
  assert.equal(mail.subject, 'Your Atelier order AT-000101 is confirmed');
  assert.deepEqual(mail.from?.value, [{ name: 'Atelier', address: 'hello@atelier-furniture.com' }]);
  assert.equal(mail.messageId, `<mail-${event.id}-order-confirmation@atelier-furniture.com>`);
  const html = String(mail.html);
  assert.ok(
    html.includes(`src="${PUBLIC_ORIGIN}/uploads/walnut-table-480.webp"`),
    'the image, by absolute URL',
  );
  assert.ok(html.includes(`href="${PUBLIC_ORIGIN}/orders/token-101"`), 'the order link, absolute');
  for (const shown of ['Walnut Dining Table', '$4,800.00', '$250.00', '$426.00', '$5,476.00'])
    assert.ok(html.includes(shown), `the HTML shows ${shown}`);
  assert.match(mail.text ?? '', /^Total {5}\$5,476\.00$/m, 'the plain-text alternative has the totals');
  assert.match(mail.text ?? '', new RegExp(`View your order: ${PUBLIC_ORIGIN}/orders/token-101`));

  const rows = await mailsOf(101);
  assert.deepEqual(
    rows.map((row) => [row.kind, row.status, row.attempts]),
    [['order-confirmation', 'sent', 1]],
  );
});

test('a paid order recorded before receipts existed mails nothing', async () => {
  await rig.bus.publish(orderPaid(102, null));
  // The consumer takes its events one at a time, in order: once the next one's mail arrives, it has handled the first.
  await rig.bus.publish(orderPaid(103));
  await eventually('the later mail', async () => smtp.to('buyer103@example.com').length > 0);
  assert.deepEqual(await mailsOf(102), []);
  assert.equal(smtp.to('buyer102@example.com').length, 0);
});

test('the mail server down, then back: the refund mail is retried and arrives once', async () => {
  await smtp.stop();
  const receipt = receiptFor(104, { refunded: '1300.00' });
  await rig.bus.publish(orderRefunded(104, '1300.00', receipt));
  await eventually('tries that failed', async () => {
    const [row] = await mailsOf(104);
    return row !== undefined && row.attempts >= 2 && row.status === 'queued';
  });
  const [failing] = await mailsOf(104);
  assert.match(failing.errorMessage ?? '', /ECONNREFUSED|connect/i, 'the failure is noted');
  assert.equal(smtp.to('buyer104@example.com').length, 0);

  await smtp.start();
  await eventually('the mail', async () => smtp.to('buyer104@example.com').length > 0, 30_000);
  await sleep(1_000);
  const received = smtp.to('buyer104@example.com');
  assert.equal(received.length, 1);
  assert.equal(received[0].parsed.subject, 'Refund of $1,300.00 for your Atelier order AT-000104');
  assert.match(received[0].parsed.text ?? '', /^Refunded {2}−\$1,300\.00$/m);
  const [sent] = await mailsOf(104);
  assert.equal(sent.status, 'sent');
  assert.equal(sent.errorMessage, null);
});

test('shipped: the buyer is mailed the tracking link, and texted it when the order’s phone is a verified buyer’s', async () => {
  await t.service.db.prisma.buyer.create({
    data: {
      id: randomUUID(),
      phoneNumber: '+14155550199',
      verifiedAt: new Date(),
      consentText: BUYER_TEXTS_CONSENT,
      consentAt: new Date(),
    },
  });
  // An order whose phone never verified: mailed only. Consumers take events in order, so once the
  // next order's text arrives, this one has been handled.
  await rig.bus.publish(orderShipped(106, receiptFor(106, { recipientPhone: '(415) 555-0177' })));
  const event = orderShipped(105, receiptFor(105, { recipientPhone: '(415) 555-0199' }));
  await rig.bus.publish(event);
  await rig.bus.publish(event);
  await eventually(
    'both mails',
    async () => smtp.to('buyer105@example.com').length + smtp.to('buyer106@example.com').length === 2,
  );
  await eventually('the text', async () => rig.fake.sentTo('+14155550199').length > 0);
  await sleep(1_000);

  const [mail] = smtp.to('buyer105@example.com');
  assert.equal(mail.parsed.subject, 'Your Atelier order AT-000105 has shipped');
  assert.ok(String(mail.parsed.html).includes('href="https://www.fedex.com/fedextrack/?trknbr=7712105"'));
  assert.deepEqual(
    rig.fake.sentTo('+14155550199').map((text) => text.body),
    [
      'Atelier: your order AT-000105 has shipped with FedEx (tracking 7712105). Follow it: https://www.fedex.com/fedextrack/?trknbr=7712105 Reply STOP to opt out.',
    ],
    'one text, with the tracking link',
  );
  assert.equal(rig.fake.sentTo('+14155550177').length, 0, 'no consent to texts, no text');
  assert.equal(smtp.to('buyer105@example.com').length, 1);
});

test('a verified buyer who replied STOP is not texted the shipping, only mailed', async () => {
  const verified = (phoneNumber: string) => ({
    id: randomUUID(),
    phoneNumber,
    verifiedAt: new Date(),
    consentText: BUYER_TEXTS_CONSENT,
    consentAt: new Date(),
  });
  await t.service.db.prisma.buyer.createMany({ data: [verified('+14155550188'), verified('+14155550166')] });
  await t.service.db.prisma.smsOptOut.create({ data: { phoneNumber: '+14155550188', keyword: 'STOP' } });
  await rig.bus.publish(orderShipped(107, receiptFor(107, { recipientPhone: '415-555-0188' })));
  await rig.bus.publish(orderShipped(108, receiptFor(108, { recipientPhone: '415-555-0166' })));
  await eventually('the next order’s text', async () => rig.fake.sentTo('+14155550166').length > 0);
  assert.equal(rig.fake.sentTo('+14155550188').length, 0);
  await eventually('the mail', async () => smtp.to('buyer107@example.com').length > 0);
});
