// 'Ask about this piece' (issue 34 item 4): a collector's short question about one piece is
// validated (400s naming each field), stored, mailed to the owner through the house's mail queue
// (logged here, as in all-in-one) and listed for the admin; a queue that cannot take the mail keeps
// nothing (503).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, InProcessEventBus } from '@atelier/platform';
import { InProcessJobQueue } from '../src/jobs/in-process-job-queue.js';
import type { QueuedJob } from '../src/jobs/job-queue.js';
import { DEFAULT_MAIL_QUEUE_SETTINGS, type MailKey } from '../src/mails/mail-queue.js';
import { InProcessTextQueue } from '../src/index.js';
import { eventually } from './support/catalog-events.js';
import {
  PUBLIC_ORIGIN,
  startTestNotifications,
  type TestNotifications,
} from './support/test-notifications.js';

/** The in-process mail queue, which can be told to refuse the next job (Redis down). */
class BreakableMailQueue extends InProcessJobQueue<MailKey> {
  refuseNext = false;
  override async addBulk(jobs: QueuedJob<MailKey>[]): Promise<void> {
    if (this.refuseNext) {
      this.refuseNext = false;
      throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    }
    return super.addBulk(jobs);
  }
}

let bus: InProcessEventBus;
let t: TestNotifications;
let mailQueue: BreakableMailQueue;

before(async () => {
  const logger = createLogger('test', 'silent');
  bus = new InProcessEventBus(logger);
  const textQueue = new InProcessTextQueue({ maxAttempts: 3, retryBaseMs: 50, ratePerSecond: 100 }, logger);
  mailQueue = new BreakableMailQueue(
    'house-mails',
    { ...DEFAULT_MAIL_QUEUE_SETTINGS, retryBaseMs: 50 },
    logger,
  );
  t = await startTestNotifications('piece_enquiries', { bus, textQueue, mailQueue });
});

after(async () => {
  await t?.close();
  await bus?.close();
});

const question = {
  name: 'Ada Byron',
  email: 'ada@example.com',
  message: 'Could the top be oiled a shade lighter?\nAnd how is it delivered to Chicago?',
  pieceName: 'Meridian Dining Table',
};

test('a question is stored, mailed once to the owner, and listed for the admin with its piece', async () => {
  const asked = await t.anyone('POST', '/api/products/12/enquiries', question);
  assert.equal(asked.status, 201, asked.text);
  assert.equal(asked.body.productId, 12);
  assert.equal(Object.hasOwn(asked.body, 'email'), false, 'the answer repeats nothing of the question');

  await eventually(
    'the owner’s mail logged',
    async () => (await t.service.db.prisma.loggedMail.count()) === 1,
  );
  const [logged] = await t.service.db.prisma.loggedMail.findMany();
  assert.equal(
    logged.toAddress,
    'hello@atelier-furniture.com',
    "MAIL_FROM's address when OWNER_EMAIL is unset",
  );
  assert.equal(logged.subject, 'Question about Meridian Dining Table from Ada Byron');
  assert.ok(logged.html.includes(`href="${PUBLIC_ORIGIN}/product/12"`));
  assert.ok(logged.html.includes('href="mailto:ada@example.com"'));
  assert.match(logged.text, /And how is it delivered to Chicago\?/);
  const [mail] = await t.service.db.prisma.mailMessage.findMany({ where: { kind: 'piece-enquiry' } });
  assert.equal(mail.status, 'sent');
  assert.equal(mail.orderId, null);

  const list = await t.admin('GET', '/api/piece-enquiries');
  assert.equal(list.status, 200, list.text);
  assert.deepEqual(
    list.body.map((e: Record<string, unknown>) => [e.productId, e.pieceName, e.name, e.email, e.status]),
    [[12, 'Meridian Dining Table', 'Ada Byron', 'ada@example.com', 'unread']],
  );
  assert.equal(list.body[0].message, question.message);
  const read = await t.admin('PATCH', `/api/piece-enquiries/${list.body[0].id}/mark-read`);
  assert.equal(read.status, 200, read.text);
  assert.equal(read.body.status, 'read');
  assert.equal((await t.admin('PATCH', '/api/piece-enquiries/999999/mark-read')).status, 404);
});

test('markup in a question is escaped in the owner’s mail', async () => {
  const before = await t.service.db.prisma.loggedMail.count();
  const asked = await t.anyone('POST', '/api/products/12/enquiries', {
    ...question,
    name: '<img src=x onerror=alert(1)>',
    message: '<script>alert(1)</script> is this walnut?',
  });
  assert.equal(asked.status, 201, asked.text);
  await eventually('mailed', async () => (await t.service.db.prisma.loggedMail.count()) === before + 1);
  const [logged] = await t.service.db.prisma.loggedMail.findMany({ orderBy: { id: 'desc' }, take: 1 });
  assert.equal(logged.html.includes('<script>'), false);
  assert.ok(logged.html.includes('&lt;script&gt;alert(1)&lt;/script&gt; is this walnut?'));
  assert.ok(logged.html.includes('&lt;img src=x onerror=alert(1)&gt;'));
});

test('bad questions are 400s naming each field, and nothing is kept', async () => {
  const before = await t.service.db.prisma.pieceEnquiry.count();
  const cases: Array<[string, unknown, RegExp]> = [
    [
      '/api/products/12/enquiries',
      {},
      /name: Name is required.*email: Email is required.*message: Message is required/s,
    ],
    [
      '/api/products/12/enquiries',
      { ...question, email: 'ada' },
      /email: Please enter a valid email address/,
    ],
    ['/api/products/12/enquiries', { ...question, message: '  ' }, /message: Message is required/],
    [
      '/api/products/12/enquiries',
      { ...question, message: 'x'.repeat(2001) },
      /message: Message must be at most 2000 characters/,
    ],
    ['/api/products/12/enquiries', { ...question, name: 'n'.repeat(201) }, /name: Name must be at most 200/],
    ['/api/products/12/enquiries', { ...question, pieceName: '' }, /pieceName: pieceName is required/],
    ['/api/products/abc/enquiries', question, /product id/],
    ['/api/products/2147483648/enquiries', question, /product id/],
  ];
  for (const [path, body, message] of cases) {
    const answer = await t.anyone('POST', path, body);
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(body).slice(0, 80)}: ${answer.text}`);
    assert.match(answer.body.message, message, answer.text);
  }
  const notJson = await t.anyone('POST', '/api/products/12/enquiries', '{"name":', {
    'content-type': 'application/json',
  });
  assert.equal(notJson.status, 400, notJson.text);
  // 2000 characters exactly is a question.
  const longest = await t.anyone('POST', '/api/products/12/enquiries', {
    ...question,
    message: 'x'.repeat(2000),
  });
  assert.equal(longest.status, 201, longest.text);
  assert.equal(await t.service.db.prisma.pieceEnquiry.count(), before + 1);
});

test('when the mail queue is down the question is refused with a 503 and nothing is kept', async () => {
  const enquiries = await t.service.db.prisma.pieceEnquiry.count();
  const mails = await t.service.db.prisma.mailMessage.count();
  mailQueue.refuseNext = true;
  const answer = await t.anyone('POST', '/api/products/12/enquiries', question);
  assert.equal(answer.status, 503, answer.text);
  assert.match(answer.body.message, /could not be sent just now and nothing was kept/);
  assert.equal(await t.service.db.prisma.pieceEnquiry.count(), enquiries);
  assert.equal(await t.service.db.prisma.mailMessage.count(), mails);
});

test('the admin’s routes are refused to anyone else', async () => {
  assert.equal((await t.anyone('GET', '/api/piece-enquiries')).status, 401);
  assert.equal((await t.anyone('PATCH', '/api/piece-enquiries/1/mark-read')).status, 401);
});
