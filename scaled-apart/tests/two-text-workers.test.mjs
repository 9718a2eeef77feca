// Drop day with two notifications processes, each running its API and its BullMQ text worker (as
// services/notifications/src/main.ts runs today): signups made through both, the piece converted
// in catalog, and catalog's conversion event delivered a second time (a redelivery landing on the
// other instance). Both workers take jobs from the one queue in Redis; every signed-up number gets
// exactly one text. Texts go through the logging sender (no Twilio credentials), the product's own
// record of each text that would have gone out.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createLogger, RabbitMqEventBus } from '@atelier/platform';
import { call, createRun, eventually, signIn } from './support/cluster.mjs';

const PASSWORD = 'scaled-apart-admin-password';
const SIGNUPS = 60;
let run;
let gateway;
const workers = [];

/**
 * Release texts go out only in the recipient's daytime (8 am to 8/9 pm by area code), by the
 * process's clock. The numbers come from a US time zone where it is comfortably daytime now; when
 * it is night in all of them (about 07:00 to 13:00 UTC), the two notifications processes run with
 * their clock moved forward by whole hours to New York's midday (a preloaded Date, nothing else
 * changes: timers, Redis and PostgreSQL keep real time). SCALED_APART_CLOCK_SHIFT_HOURS forces a
 * shift, to try that path at any hour (24 keeps the time of day and moves the processes a day on).
 */
const ZONES = [
  ['America/New_York', '212'],
  ['America/Chicago', '312'],
  ['America/Denver', '303'],
  ['America/Los_Angeles', '415'],
  ['America/Anchorage', '907'],
  ['Pacific/Honolulu', '808'],
];
const hourIn = (timeZone, date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date));
function texting(now = Date.now()) {
  const forced = process.env.SCALED_APART_CLOCK_SHIFT_HOURS;
  const shifts = forced ? [Number(forced)] : Array.from({ length: 24 }, (_, hours) => hours);
  for (const shiftHours of shifts)
    for (const [timeZone, code] of ZONES) {
      const hour = hourIn(timeZone, new Date(now + shiftHours * 3_600_000));
      if (forced || (hour >= 9 && hour < 19)) return { timeZone, code, shiftHours };
    }
  throw new Error('no daytime found');
}
const daytime = texting();
/** Moves Date (new Date(), Date.now()) by the shift in the process it is preloaded into. */
const shiftedClock = (hours) =>
  `--import=data:text/javascript,${encodeURIComponent(`
    const shift = ${hours * 3_600_000};
    const RealDate = Date;
    globalThis.Date = class extends RealDate {
      constructor(...args) { if (args.length === 0) super(RealDate.now() + shift); else super(...args); }
      static now() { return RealDate.now() + shift; }
    };`)}`;

before(async () => {
  run = await createRun('texts');
  const catalog = await run.start('catalog', 'catalog', { PORT: '3930' });
  for (const [i, side] of ['a', 'b'].entries())
    workers.push(
      await run.start('notifications', `notifications-${side}`, {
        PORT: String(3931 + i),
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: run.redisPrefix,
        TEXT_RATE_PER_SECOND: '200',
        TEXT_RETRY_BASE_MS: '200',
        PUBLIC_ORIGIN: 'https://atelier.test',
        ...(daytime.shiftHours ? { NODE_OPTIONS: shiftedClock(daytime.shiftHours) } : {}),
      }),
    );
  gateway = await run.start('gateway', 'gateway', {
    PORT: '3934',
    HOST: '127.0.0.1',
    CATALOG_URL: catalog.url,
    NOTIFICATIONS_URL: workers[0].url,
    ADMIN_PASSWORD: PASSWORD,
  });
});
after(async () => run?.close());

test(`drop day: ${SIGNUPS} numbers, two workers, the conversion delivered twice: one text per number`, async () => {
  const admin = await signIn(gateway, PASSWORD);
  const item = await call(gateway.url, 'POST', '/api/coming-soon', {
    admin,
    body: { name: 'Scaled Drop Sideboard', estimatedPrice: '4200' },
  });
  assert.equal(item.status, 201, JSON.stringify(item.body));
  const id = item.body.id;
  const phones = Array.from({ length: SIGNUPS }, (_, i) => `+1${daytime.code}555${String(1000 + i)}`);
  // Double opt-in is done beforehand (its own tests cover it): these numbers replied YES.
  await run.sql(
    `INSERT INTO notifications.phone_confirmations (phone_number, requested_at, confirmed_at)
       SELECT unnest($1::text[]), now() - interval '1 day', now() - interval '1 day'`,
    [phones],
  );
  // Both notifications instances heard of the item (catalog's upsert event) and take signups.
  for (const worker of workers)
    await eventually(`item ${id} on ${worker.name}`, async () => {
      const probe = await call(worker.url, 'POST', `/api/coming-soon/${id}/notify`, {
        body: { phoneNumber: phones[0] },
      });
      // 404 until the item's event reached this instance; then 201, or 409 for the number already signed up.
      return probe.status !== 404;
    });
  for (const [i, phone] of phones.slice(1).entries()) {
    const signup = await call(workers[(i + 1) % 2].url, 'POST', `/api/coming-soon/${id}/notify`, {
      body: { phoneNumber: phone },
    });
    assert.ok(signup.status < 300, `${phone}: ${signup.status} ${JSON.stringify(signup.body)}`);
  }
  const [signups] = await run.sql(
    'SELECT count(DISTINCT phone_number)::int AS n FROM notifications.notification_signups WHERE coming_soon_id = $1',
    [id],
  );
  assert.equal(signups.n, SIGNUPS);

  const t0 = performance.now();
  const converted = await call(gateway.url, 'POST', `/api/coming-soon/${id}/convert`, { admin, body: {} });
  assert.ok(converted.status < 300, JSON.stringify(converted.body));
  // The same conversion event again, straight onto the bus: a redelivery, likely to the other instance.
  const [event] = await eventually('the conversion event published', async () => {
    const rows = await run.sql(
      `SELECT id, type, version, payload, occurred_at FROM catalog.outbox_events
         WHERE type = 'catalog.coming-soon.converted' AND published_at IS NOT NULL`,
    );
    return rows.length > 0 && rows;
  });
  const bus = new RabbitMqEventBus({
    url: run.common.RABBITMQ_URL,
    namespace: run.common.EVENT_NAMESPACE,
    logger: createLogger('test-publisher', 'silent'),
  });
  await bus.start();
  await bus.publish({
    id: event.id,
    type: event.type,
    version: event.version,
    occurredAt: event.occurred_at.toISOString(),
    payload: event.payload,
  });
  await bus.close();

  const finished = async () => {
    const [row] = await run.sql(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN ('sent', 'delivered'))::int AS sent
         FROM notifications.text_messages WHERE coming_soon_id = $1 AND kind = 'release'`,
      [id],
    );
    return row.total === SIGNUPS && row.sent === SIGNUPS;
  };
  await eventually('every release text sent', finished, 120_000);
  const seconds = (performance.now() - t0) / 1000;
  // A moment for any duplicate job to show itself before counting.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const perNumber = await run.sql(
    `SELECT "to", count(*)::int AS n FROM notifications.logged_texts WHERE "to" = ANY($1) GROUP BY "to"`,
    [phones],
  );
  const byCount = new Map();
  for (const { n } of perNumber) byCount.set(n, (byCount.get(n) ?? 0) + 1);
  const perWorker = workers.map((w) => `${w.name} ${w.logged(/^text logged/).length}`);
  console.log(
    `figures: drop day (${daytime.timeZone} numbers${daytime.shiftHours ? `, workers' clock +${daytime.shiftHours} h` : ''}): ${SIGNUPS} signups through two instances, conversion delivered twice; texts per number: ${[...byCount].map(([n, k]) => `${k} numbers x${n}`).join(', ')}; sent by ${perWorker.join(', ')}; all sent in ${seconds.toFixed(1)} s`,
  );
  assert.equal(perNumber.length, SIGNUPS, 'every number texted');
  assert.deepEqual([...byCount.keys()], [1], 'no number texted twice');
  const texted = workers.reduce((sum, w) => sum + w.logged(/^text logged/).length, 0);
  assert.equal(texted, SIGNUPS, 'the workers sent one text per number between them');
});
