// A drawn release keyed with drand's beacon (issue 36), on the real PostgreSQL and against a fake
// drand mirror (node:http) signing with a test chain's key: the round is fixed at the opening and
// published; the closer waits for it, and while the mirror is slow, down, serves a tampered beacon
// or answers errors the draw waits (the admin reads why), then draws once the mirror is back, with
// the verified beacon stored and the order HMAC-SHA256(seed, randomness) gives.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { drandRoundTime } from '@atelier/contracts';
import pg from 'pg';
import { verifyQuicknetBeacon } from '../src/drawn-releases/beacon/verify-beacon.js';
import { drawKey, drawOrder } from '../src/drawn-releases/draw-order.js';
import { startFakeBeaconServer } from './support/fake-beacon-server.js';
import { testChain } from './support/test-chain.js';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

const chain = testChain();
let mirror: Awaited<ReturnType<typeof startFakeBeaconServer>>;
let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  mirror = await startFakeBeaconServer(chain);
  t = await startTestCatalog('draw-beacon', {
    // A first mirror nobody listens on: the closer goes on to the next.
    beacon: { urls: ['http://127.0.0.1:9', mirror.url], timeoutMs: 400, chain },
    drawCloseIntervalMs: 150,
  });
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
  await mirror?.stop();
});

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (const deadline = Date.now() + 30_000; ;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not reached in 30 s (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function convert(sale: Record<string, unknown>) {
  const item = await t.admin('POST', '/api/coming-soon', {
    name: `Beacon piece ${randomUUID()}`,
    estimatedPrice: '900',
  });
  return t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, { quantity: 2, sale });
}

async function buyerWithCard() {
  const buyerId = randomUUID();
  await sql.query('INSERT INTO catalog.buyer_cards (buyer_id, card_fingerprint) VALUES ($1, $2)', [
    buyerId,
    `fp_${randomUUID()}`,
  ]);
  return buyerId;
}

const detail = async (releaseId: number) => (await t.admin('GET', `/api/drawn-releases/${releaseId}`)).body;

test("the admin reads that the beacon is reachable; drand is then the opening's default, fixed to the round after the close", async () => {
  const status = await t.admin('GET', '/api/drawn-releases/beacon');
  assert.equal(status.status, 200);
  assert.deepEqual(status.body, {
    available: true,
    mirrors: ['http://127.0.0.1:9', mirror.url],
    reason: null,
  });
  const product = await convert({ mode: 'draw', entryWindowHours: 1 });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const release = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body;
  assert.equal(release.algorithm, 'hmac-sha256-drand-v2');
  const close = Date.parse(release.closesAt);
  assert.ok(drandRoundTime(release.beacon.round) * 1000 > close, 'published after the close');
  assert.ok(drandRoundTime(release.beacon.round - 1) * 1000 <= close, 'the first such round');
  assert.equal(release.beacon.roundTime, new Date(drandRoundTime(release.beacon.round) * 1000).toISOString());
  assert.equal(release.beacon.randomness, null);
  assert.equal(release.beacon.chainHash, '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
  const seedOnly = await convert({ mode: 'draw', entryWindowHours: 1, randomness: 'house-seed-only' });
  const plain = (await t.anyone('GET', `/api/products/${seedOnly.body.id}/draw`)).body;
  assert.equal(plain.algorithm, 'hmac-sha256-v1');
  assert.equal(plain.beacon, null);
});

test('the closer waits for the round while the mirror is slow, tampers, errs or is down, and draws once it is back', async () => {
  mirror.setMode('slow');
  const product = await convert({ mode: 'draw', entryWindowHours: 1, randomness: 'drand-quicknet' });
  const releaseId = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body.id as number;
  for (let i = 0; i < 5; i++) {
    const buyer = await buyerWithCard();
    assert.equal((await t.buyer(buyer, 'POST', `/api/drawn-releases/${releaseId}/entries`)).status, 201);
  }
  // The owner closes early: entries stop, but the draw keeps the round fixed at the opening.
  const fixed = (await detail(releaseId)).beacon.round as number;
  const closed = await t.admin('POST', `/api/drawn-releases/${releaseId}/close`, {
    reason: 'A test of the beacon',
  });
  assert.equal(closed.status, 200, JSON.stringify(closed.body));
  assert.equal(closed.body.phase, 'closing');
  assert.equal(closed.body.beacon.round, fixed);
  assert.match(closed.body.waitingFor, new RegExp(`^Waiting for drand round ${fixed} \\(published at `));
  assert.equal(
    (await t.buyer(await buyerWithCard(), 'POST', `/api/drawn-releases/${releaseId}/entries`)).status,
    409,
  );
  // So the test need not wait an hour: the round becomes the one after now, as if the advertised
  // close had come.
  await sql.query(
    `UPDATE catalog.drawn_releases SET beacon_round = floor((extract(epoch FROM clock_timestamp()) - 1692803367) / 3) + 2
     WHERE id = $1`,
    [releaseId],
  );
  const round = (await detail(releaseId)).beacon.round as number;

  const waitingWith = (pattern: RegExp) =>
    until(
      `waiting with ${pattern}`,
      () => detail(releaseId),
      (d) => pattern.test(d.waitingFor ?? ''),
    );
  const slow = await waitingWith(/no answer from http:\/\/127\.0\.0\.1:\d+ in 400 ms/);
  assert.equal(slow.phase, 'closing');
  assert.match(
    slow.waitingFor,
    new RegExp(
      `^Waiting for drand round ${round} .*the last attempt to fetch it failed: http://127\\.0\\.0\\.1:9: `,
    ),
  );
  assert.ok(
    slow.log.some((line: { message: string }) => line.message === slow.waitingFor),
    'the draw log says it too',
  );
  mirror.setMode('tampered');
  await waitingWith(/not valid|does not verify/);
  mirror.setMode('error');
  await waitingWith(/got 503/);
  await mirror.stop();
  await waitingWith(new RegExp(`${mirror.url.replace(/[.]/g, '\\.')}: fetch failed`));
  assert.equal((await detail(releaseId)).phase, 'closing', 'never drawn without the beacon');
  mirror.setMode('up');
  await mirror.start();

  const drawn = await until(
    'drawn',
    () => detail(releaseId),
    (d) => d.phase === 'drawn',
  );
  assert.equal(drawn.waitingFor, null);
  const record = (await t.anyone('GET', `/api/drawn-releases/${releaseId}/draw`)).body;
  assert.equal(record.algorithm, 'hmac-sha256-drand-v2');
  assert.equal(record.beacon.round, round);
  assert.deepEqual(
    { round: record.beacon.round, randomness: record.beacon.randomness, signature: record.beacon.signature },
    chain.sign(round),
  );
  assert.ok(
    verifyQuicknetBeacon(record.beacon, round, chain.publicKey),
    "verifies under the mirror chain's key",
  );
  assert.deepEqual(record.order, drawOrder(drawKey(record.seed, record.beacon.randomness), record.entryIds));
  assert.notDeepEqual(record.order, drawOrder(drawKey(record.seed, null), record.entryIds));
  assert.equal(record.closedEarly.reason, 'A test of the beacon');
  assert.ok(
    drawn.log.some((line: { message: string }) =>
      line.message.startsWith(
        `drand round ${round} fetched, its BLS signature verified; randomness ${record.beacon.randomness}`,
      ),
    ),
  );
  assert.ok(
    mirror.requested.every((r) => r === round),
    'only the fixed round is ever asked for',
  );
  const made = await t.eventOf('catalog.draw.made', (p: any) => p.releaseId === releaseId);
  assert.equal((made.payload as any).entrants.length, 5);
});
