// Drawn releases on the real PostgreSQL: a sneak peek converted as a drawn release takes entries
// from verified buyers with a card on file (one per phone, one per card) until its window closes;
// the draw is made once however many closers race, reproduced bit for bit by scripts/verify-draw.mjs
// from the published seed (10,000 entries); winners get catalog.piece.awarded, an unclaimed win
// passes to the first alternate, and a piece is never offered to more buyers than it has pieces.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import pg from 'pg';
import { DrawMakingService } from '../src/drawn-releases/draw-making.service.js';
import { DrawnReleasesRepository } from '../src/drawn-releases/drawn-releases.repository.js';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

const verifyScript = fileURLToPath(new URL('../../../../scripts/verify-draw.mjs', import.meta.url));
const run = promisify(execFile);

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('draws');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

/** A sneak peek converted as a drawn release; answers the product and its release. */
async function drawnRelease(quantity = 1, entryWindowHours = 1) {
  const item = await t.admin('POST', '/api/coming-soon', {
    name: `Draw piece ${randomUUID()}`,
    estimatedPrice: '900',
  });
  assert.equal(item.status, 201, JSON.stringify(item.body));
  const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity,
    sale: { mode: 'draw', entryWindowHours },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const release = await t.anyone('GET', `/api/products/${product.body.id}/draw`);
  assert.equal(release.status, 200, JSON.stringify(release.body));
  return {
    productId: product.body.id as number,
    release: release.body,
    comingSoonId: item.body.id as number,
  };
}

/** A verified buyer with a card on file (catalog's projection of cart-checkout's cards). */
async function buyerWithCard(fingerprint = `fp_${randomUUID()}`) {
  const buyerId = randomUUID();
  await sql.query('INSERT INTO catalog.buyer_cards (buyer_id, card_fingerprint) VALUES ($1, $2)', [
    buyerId,
    fingerprint,
  ]);
  return buyerId;
}

const closeEarly = (releaseId: number, reason = 'The maker needs the piece back for an exhibition') =>
  t.admin('POST', `/api/drawn-releases/${releaseId}/close`, { reason });

const enter = (buyerId: string, releaseId: number) =>
  t.buyer(buyerId, 'POST', `/api/drawn-releases/${releaseId}/entries`);

const awardsOf = async (releaseId: number) =>
  (
    await sql.query(
      `SELECT a.award_id AS id, a.rank, a.state, e.position, a.buyer_id FROM catalog.awards a
       JOIN catalog.draw_entries e ON e.release_id = a.source_id AND e.buyer_id = a.buyer_id
       WHERE a.source = 'draw' AND a.source_id = $1 ORDER BY a.rank`,
      [releaseId],
    )
  ).rows as { id: string; rank: number; state: string; position: number; buyer_id: string }[];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 250; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not reached in 5 s');
}

test('converting as a drawn release opens a window with a commitment; the piece is out of carts', async () => {
  const { productId, release } = await drawnRelease(1, 24);
  assert.equal(release.phase, 'open');
  assert.equal(release.seed, null, 'the seed stays secret until the draw');
  assert.match(release.seedSha256, /^[0-9a-f]{64}$/);
  const hours = (Date.parse(release.closesAt) - Date.parse(release.opensAt)) / 3_600_000;
  assert.ok(Math.abs(hours - 24) < 0.01, `window of ${hours} h`);
  const converted = await t.eventOf('catalog.coming-soon.converted', (p: any) => p.product.id === productId);
  assert.equal((converted.payload as any).drawnRelease.releaseId, release.id);
  const hold = await t.admin('POST', '/api/stock-holds', {
    holder: `cart:${randomUUID()}`,
    lines: [{ productId, quantity: 1 }],
  });
  assert.ok(hold.status >= 400 && hold.status < 500, `a hold is refused: ${hold.status}`);
  const plain = await t.admin('POST', '/api/coming-soon', { name: `Plain ${randomUUID()}` });
  const sold = await t.admin('POST', `/api/coming-soon/${plain.body.id}/convert`, {});
  assert.equal(sold.status, 201, 'an immediate sale stays the default');
  assert.equal((await t.anyone('GET', `/api/products/${sold.body.id}/draw`)).status, 404);
});

test('bad input is a 4xx naming the problem', async () => {
  const item = await t.admin('POST', '/api/coming-soon', { name: `Bad ${randomUUID()}` });
  for (const [body, message] of [
    [{ sale: { mode: 'lottery' } }, /sale.mode/],
    [{ sale: { mode: 'draw', entryWindowHours: 0 } }, /entryWindowHours must be at least/],
    [{ sale: { mode: 'draw', entryWindowHours: 'soon' } }, /entryWindowHours must be a number/],
    [{ quantity: 0, sale: { mode: 'draw' } }, /quantity must be at least 1/],
  ] as const) {
    const answer = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.match(answer.body.message, message);
  }
  assert.equal((await t.anyone('GET', '/api/drawn-releases/999999/draw')).status, 404);
  assert.equal((await enter(randomUUID(), 999999)).status, 409, 'no card on file is refused first');
});

test('one entry per phone and per card; only verified buyers with a card; none after close', async () => {
  const { release } = await drawnRelease();
  const buyer = await buyerWithCard('fp_shared');
  assert.equal((await t.anyone('POST', `/api/drawn-releases/${release.id}/entries`)).status, 401);
  const noCard = await enter(randomUUID(), release.id);
  assert.equal(noCard.status, 409);
  assert.match(noCard.body.message, /card on file/);
  const first = await enter(buyer, release.id);
  assert.equal(first.status, 201, JSON.stringify(first.body));
  assert.equal(first.body.entered, true);
  const again = await enter(buyer, release.id);
  assert.equal(again.status, 409);
  assert.match(again.body.message, /phone number has already entered/);
  const sameCard = await enter(await buyerWithCard('fp_shared'), release.id);
  assert.equal(sameCard.status, 409);
  assert.match(sameCard.body.message, /card has already been used/);
  const mine = await t.buyer(buyer, 'GET', `/api/drawn-releases/${release.id}/entry`);
  assert.deepEqual([mine.body.entered, mine.body.entryId], [true, first.body.entryId]);
  const stranger = await t.buyer(randomUUID(), 'GET', `/api/drawn-releases/${release.id}/entry`);
  assert.equal(stranger.body.entered, false);
  assert.equal((await t.anyone('GET', `/api/products/${release.productId}/draw`)).body.entryCount, 1);

  await sql.query(`UPDATE catalog.drawn_releases SET closes_at = opens_at + interval '1 ms' WHERE id = $1`, [
    release.id,
  ]);
  const late = await enter(await buyerWithCard(), release.id);
  assert.equal(late.status, 409, 'refused on the database clock even before the closer runs');
  assert.match(late.body.message, /closed/);
  await t.catalog.drawCloser.runNow();
  const drawn = await t.anyone('GET', `/api/products/${release.productId}/draw`);
  assert.equal(drawn.body.phase, 'drawn');
  assert.deepEqual(drawn.body.winnerEntryIds, [first.body.entryId]);
  assert.equal(drawn.body.closedEarly, null, 'drawn at its close: not early');
  assert.equal((await enter(await buyerWithCard(), release.id)).status, 409);
});

test('closing entries early needs a reason; the record keeps the advertised and the actual close; entrants are named', async () => {
  const { release, productId } = await drawnRelease(1, 2);
  const buyers = [await buyerWithCard(), await buyerWithCard(), await buyerWithCard()];
  for (const buyer of buyers) assert.equal((await enter(buyer, release.id)).status, 201);
  // A reason is required and bounded: refused, nothing is drawn.
  for (const [body, message] of [
    [undefined, /reason is required/],
    [{}, /reason is required/],
    [{ reason: '   ' }, /reason is required/],
    [{ reason: 'x'.repeat(201) }, /reason must be at most 200 characters/],
    [{ reason: 'Flaw', note: 'extra' }, /note/],
  ] as const) {
    const refused = await t.admin('POST', `/api/drawn-releases/${release.id}/close`, body);
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.match(refused.body.message, message);
  }
  assert.equal((await t.anyone('GET', `/api/products/${productId}/draw`)).body.phase, 'open');

  const advertised = release.closesAt;
  const reason = 'The artist found a flaw in the glaze';
  assert.equal((await closeEarly(release.id, `  ${reason} `)).status, 200);
  const record = (await t.anyone('GET', `/api/drawn-releases/${release.id}/draw`)).body;
  assert.equal(record.opensAt, release.opensAt);
  assert.ok(Date.parse(record.closesAt) < Date.parse(advertised) - 3_600_000, 'closed about 2 h early');
  assert.deepEqual(record.closedEarly, { advertisedClosesAt: advertised, reason });
  const shown = (await t.anyone('GET', `/api/products/${productId}/draw`)).body;
  assert.deepEqual([shown.closesAt, shown.closedEarly], [record.closesAt, record.closedEarly]);
  // The draw log keeps the advertised window, then says when and why entries closed early.
  const log = (await t.admin('GET', `/api/drawn-releases/${release.id}`)).body.log
    .map((line: { message: string }) => line.message)
    .join('\n');
  assert.match(log, new RegExp(`Entries opened until ${advertised};`));
  assert.match(
    log,
    new RegExp(`Entries closed early by the owner \\(advertised until ${advertised}\\): ${reason}`),
  );
  // Every entrant with their place, and why it closed early: notifications texts them.
  const made = await t.eventOf('catalog.draw.made', (p: { releaseId: number }) => p.releaseId === release.id);
  const payload = made.payload as {
    quantity: number;
    entrants: { buyerId: string; position: number }[];
    closedEarly: unknown;
  };
  assert.equal(payload.quantity, 1);
  assert.deepEqual(payload.entrants.map((e) => e.buyerId).sort(), [...buyers].sort());
  assert.deepEqual(
    payload.entrants.map((e) => e.position),
    [1, 2, 3],
  );
  assert.deepEqual(payload.closedEarly, record.closedEarly);
  // Anyone can still check the draw, and the script says the window was cut short.
  const checked = await run(process.execPath, [
    verifyScript,
    `${t.catalog.url}/api/drawn-releases/${release.id}/draw`,
  ]);
  assert.match(checked.stderr, /order of 3 entries matches/);
  assert.match(checked.stderr, new RegExp(`closed early .*advertised until ${advertised}.*${reason}`));
});

test('10,000 entries: the script reproduces the draw bit for bit from the published seed', async () => {
  const { release } = await drawnRelease(3);
  await sql.query(
    `INSERT INTO catalog.draw_entries (id, release_id, buyer_id, card_fingerprint)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), 'fp_bulk_' || n FROM generate_series(1, 10000) n`,
    [release.id],
  );
  const started = performance.now();
  const closed = await closeEarly(release.id);
  const drawMs = performance.now() - started;
  assert.equal(closed.status, 200, JSON.stringify(closed.body).slice(0, 300));
  console.log(`# draw of 10,000 entries (close, order, store places, 3 awards): ${drawMs.toFixed(0)} ms`);
  const record = (await t.anyone('GET', `/api/drawn-releases/${release.id}/draw`)).body;
  assert.equal(record.entryIds.length, 10_000);
  assert.equal(record.order.length, 10_000);
  assert.equal(
    createHash('sha256').update(Buffer.from(record.seed, 'hex')).digest('hex'),
    release.seedSha256,
  );
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'draw-')), 'draw.json');
  // The file as a verifier would keep it, without the published order: the script computes its own.
  await writeFile(file, JSON.stringify({ ...record, order: null }));
  const fromFile = await run(process.execPath, [verifyScript, file], { maxBuffer: 16 * 1024 * 1024 });
  const scriptOrder = fromFile.stdout
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[1]);
  assert.deepEqual(scriptOrder, record.order, 'the script orders the 10,000 entries as the house drew them');
  assert.match(fromFile.stderr, /matches the published/);
  const fromUrl = await run(
    process.execPath,
    [verifyScript, `${t.catalog.url}/api/drawn-releases/${release.id}/draw`],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  assert.equal(fromUrl.stdout, fromFile.stdout);
  assert.match(fromUrl.stderr, /order of 10000 entries matches/);
  // A tampered order is caught.
  await writeFile(file, JSON.stringify({ ...record, order: [...record.order].reverse() }));
  await assert.rejects(run(process.execPath, [verifyScript, file], { maxBuffer: 16 * 1024 * 1024 }));
  const awards = await awardsOf(release.id);
  assert.deepEqual(
    awards.map((a) => a.position),
    [1, 2, 3],
  );
  const winners = closed.body.winnerEntryIds;
  assert.deepEqual(winners, record.order.slice(0, 3));
});

test('concurrent closers draw once', async () => {
  const { release } = await drawnRelease(2);
  for (let i = 0; i < 6; i++) assert.equal((await enter(await buyerWithCard(), release.id)).status, 201);
  await sql.query(`UPDATE catalog.drawn_releases SET closes_at = opens_at + interval '1 ms' WHERE id = $1`, [
    release.id,
  ]);
  const closers = Array.from(
    { length: 8 },
    () => new DrawMakingService(new DrawnReleasesRepository(t.catalog.db)),
  );
  const results = await Promise.all([
    t.catalog.drawCloser.runNow(),
    ...closers.map((closer) => closer.draw(release.id, null)),
  ]);
  const draws = results.filter((r) => r !== null && r !== 0).length;
  assert.equal(draws, 1, 'exactly one closer drew');
  const awards = await awardsOf(release.id);
  assert.deepEqual(
    awards.map((a) => [a.rank, a.position]),
    [
      [1, 1],
      [2, 2],
    ],
  );
  const awardedHere = () =>
    t.events.filter((e) => e.type === 'catalog.piece.awarded' && (e.payload as any).sourceId === release.id);
  await until(
    async () => awardedHere(),
    (list) => list.length >= 2,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(awardedHere().length, 2, 'one award event per piece, however many closers');
});

test('an unclaimed win reaches the first alternate; paid records the win; never two outstanding', async () => {
  const { release, productId } = await drawnRelease(1);
  const buyers = [];
  for (let i = 0; i < 4; i++) {
    const buyer = await buyerWithCard();
    buyers.push(buyer);
    assert.equal((await enter(buyer, release.id)).status, 201);
  }
  await closeEarly(release.id);
  let awards = await awardsOf(release.id);
  assert.deepEqual(
    awards.map((a) => [a.rank, a.position, a.state]),
    [[1, 1, 'offered']],
  );
  const award = await t.eventOf('catalog.piece.awarded', (p: any) => p.sourceId === release.id);
  assert.deepEqual(
    [(award.payload as any).source, (award.payload as any).rank, (award.payload as any).price],
    ['draw', 1, '900.00'],
  );
  const claimOf = (a: { id: string; buyer_id: string }) => ({
    claimId: randomUUID(),
    awardId: a.id,
    source: 'draw' as const,
    sourceId: release.id,
    productId,
    buyerId: a.buyer_id,
  });
  // The winner's claim lapses, delivered three times and raced by a stale payment of another award:
  // exactly one alternate is promoted, and a quantity-1 piece never has two offers outstanding.
  const lapsed = newEvent(claimLapsedEvent, { ...claimOf(awards[0]!), reason: 'expired' });
  await Promise.all([t.bus.publish(lapsed), t.bus.publish(lapsed), t.bus.publish(lapsed)]);
  awards = await until(
    () => awardsOf(release.id),
    (list) => list.length === 2,
  );
  assert.deepEqual(
    awards.map((a) => [a.rank, a.position, a.state]),
    [
      [1, 1, 'lapsed'],
      [2, 2, 'offered'],
    ],
  );
  // A lapse of an auction's claim is not the draw's business.
  await t.bus.publish(
    newEvent(claimLapsedEvent, { ...claimOf(awards[1]!), source: 'auction', reason: 'expired' }),
  );
  await t.bus.publish(newEvent(claimPaidEvent, { ...claimOf(awards[1]!), orderId: 7 }));
  awards = await until(
    () => awardsOf(release.id),
    (list) => list[1]?.state === 'paid',
  );
  assert.equal(awards.length, 2, 'a paid win offers nothing more');
  // The paid win's lapse arriving late changes nothing.
  await t.bus.publish(newEvent(claimLapsedEvent, { ...claimOf(awards[1]!), reason: 'payment_failed' }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  awards = await awardsOf(release.id);
  assert.deepEqual(
    awards.map((a) => a.state),
    ['lapsed', 'paid'],
  );
  const outstanding = awards.filter((a) => a.state !== 'lapsed').length;
  assert.equal(outstanding, 1);
  const detail = await t.admin('GET', `/api/drawn-releases/${release.id}`);
  assert.equal(detail.status, 200);
  assert.equal(detail.body.entries.length, 4);
  assert.match(detail.body.log.map((l: any) => l.message).join('\n'), /Alternate promoted[\s\S]*Paid by/);
});

test('quantity 1, every claim lapsing at once: never two outstanding offers, then back on sale', async () => {
  const { release, productId } = await drawnRelease(1);
  for (let i = 0; i < 5; i++) await enter(await buyerWithCard(), release.id);
  await closeEarly(release.id);
  for (let round = 0; round < 5; round++) {
    const [offered] = (await awardsOf(release.id)).filter((a) => a.state === 'offered');
    assert.ok(offered, `round ${round}: an offer is open`);
    const lapse = newEvent(claimLapsedEvent, {
      claimId: randomUUID(),
      awardId: offered.id,
      source: 'draw',
      sourceId: release.id,
      productId,
      buyerId: offered.buyer_id,
      reason: 'expired',
    });
    await Promise.all([t.bus.publish(lapse), t.bus.publish({ ...lapse, id: randomUUID() })]);
    const awards = await until(
      () => awardsOf(release.id),
      (list) => list.filter((a) => a.state === 'lapsed').length === round + 1,
    );
    assert.ok(awards.filter((a) => a.state === 'offered').length <= 1, `round ${round}`);
  }
  const after = await awardsOf(release.id);
  assert.equal(after.length, 5, 'each entrant offered once, in draw order');
  assert.deepEqual(
    after.map((a) => a.position),
    [1, 2, 3, 4, 5],
  );
  const product = await sql.query('SELECT under_auction FROM catalog.products WHERE id = $1', [productId]);
  assert.equal(
    product.rows[0].under_auction,
    false,
    'nobody left to offer it to: the piece is for sale again',
  );
});
