// A drawn release's live updates start here (issue 31): every entry records catalog.draw.changed
// with the entry count after it, in the entry's transaction, and the draw records the result. The
// gateways push these to the product's open pages, so each event must carry the exact count: 30
// buyers entering at once give 30 events counting 1 to 30, none twice.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimLapsedEvent, claimPaidEvent, type PublicDrawnRelease } from '@atelier/contracts';
import { newEvent } from '@atelier/platform';
import pg from 'pg';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;
before(async () => {
  t = await startTestCatalog('draw_live');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const changesOf = (releaseId: number) =>
  t.events
    .filter((e) => e.type === 'catalog.draw.changed')
    .map((e) => (e.payload as { release: PublicDrawnRelease }).release)
    .filter((release) => release.id === releaseId);

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 30_000; ; await sleep(20)) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

test('each entry records the exact entry count, concurrent entries included; the draw records the result', async () => {
  const item = await t.admin('POST', '/api/coming-soon', {
    name: `Live draw ${randomUUID()}`,
    estimatedPrice: '900',
  });
  const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity: 1,
    sale: { mode: 'draw', entryWindowHours: 1 },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const releaseId = (await t.anyone('GET', `/api/products/${product.body.id}/draw`)).body.id as number;
  const opened = await until('the opening event', () => changesOf(releaseId)[0]);
  assert.deepEqual([opened.phase, opened.entryCount], ['open', 0]);

  const buyers = Array.from({ length: 30 }, () => randomUUID());
  for (const buyerId of buyers)
    await sql.query('INSERT INTO catalog.buyer_cards (buyer_id, card_fingerprint) VALUES ($1, $2)', [
      buyerId,
      `fp_${buyerId}`,
    ]);
  const entered = await Promise.all(
    buyers.map((buyerId) => t.buyer(buyerId, 'POST', `/api/drawn-releases/${releaseId}/entries`)),
  );
  assert.deepEqual(new Set(entered.map((e) => e.status)), new Set([201]));
  const counts = await until('an event per entry', () => {
    const all = changesOf(releaseId).map((r) => r.entryCount);
    return all.length === 31 ? all : undefined;
  });
  assert.deepEqual(
    [...counts].sort((a, b) => a - b),
    Array.from({ length: 31 }, (_, i) => i),
    'one event per entry, each with its own count',
  );

  const closed = await t.admin('POST', `/api/drawn-releases/${releaseId}/close`, {
    reason: 'The test closes it',
  });
  assert.equal(closed.status, 200, JSON.stringify(closed.body));
  const drawn = await until('the draw event', () => changesOf(releaseId).find((r) => r.phase === 'drawn'));
  assert.equal(drawn.entryCount, 30);
  assert.equal(drawn.winnerEntryIds.length, 1);
  assert.ok(drawn.seed, 'the seed is published with the result');
});

test('a claim lapsing or paid records the release as it then reads: the next offer open, then sold', async () => {
  const item = await t.admin('POST', '/api/coming-soon', {
    name: `Live claims ${randomUUID()}`,
    estimatedPrice: '700',
  });
  const product = await t.admin('POST', `/api/coming-soon/${item.body.id}/convert`, {
    quantity: 1,
    sale: { mode: 'draw', entryWindowHours: 1 },
  });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const productId = product.body.id as number;
  const releaseId = (await t.anyone('GET', `/api/products/${productId}/draw`)).body.id as number;
  for (const buyerId of [randomUUID(), randomUUID()]) {
    await t.giveCard(buyerId);
    assert.equal((await t.buyer(buyerId, 'POST', `/api/drawn-releases/${releaseId}/entries`)).status, 201);
  }
  await t.admin('POST', `/api/drawn-releases/${releaseId}/close`, { reason: 'The test closes it' });
  const drawn = await until('the draw event', () => changesOf(releaseId).find((r) => r.phase === 'drawn'));
  assert.deepEqual([drawn.claimsOpen, drawn.piecesSold], [1, 0]);

  const offered = async () =>
    (
      await sql.query(
        `SELECT award_id::text AS id, buyer_id::text AS buyer_id FROM catalog.awards
         WHERE source = 'draw' AND source_id = $1 AND state = 'offered'`,
        [releaseId],
      )
    ).rows[0] as { id: string; buyer_id: string };
  const claimOf = (award: { id: string; buyer_id: string }) => ({
    claimId: randomUUID(),
    awardId: award.id,
    source: 'draw' as const,
    sourceId: releaseId,
    productId,
    buyerId: award.buyer_id,
  });
  const first = await offered();
  await t.bus.publish(newEvent(claimLapsedEvent, { ...claimOf(first), reason: 'expired' }));
  const passedOn = await until('the lapse event', () =>
    changesOf(releaseId).find((r) => r.phase === 'drawn' && r.serverTime > drawn.serverTime),
  );
  assert.deepEqual([passedOn.claimsOpen, passedOn.piecesSold], [1, 0], "the alternate's offer is open");

  const second = await offered();
  assert.notEqual(second.buyer_id, first.buyer_id);
  await t.bus.publish(newEvent(claimPaidEvent, { ...claimOf(second), orderId: 9 }));
  const sold = await until('the payment event', () => changesOf(releaseId).find((r) => r.piecesSold === 1));
  assert.equal(sold.claimsOpen, 0);
  const read = (await t.anyone('GET', `/api/products/${productId}/draw`)).body as PublicDrawnRelease;
  assert.deepEqual([read.claimsOpen, read.piecesSold], [0, 1], 'the public read agrees');
  // Each entrant's own entry says where their offer stands.
  const claimOfBuyer = async (buyerId: string) =>
    (await t.buyer(buyerId, 'GET', `/api/drawn-releases/${releaseId}/entry`)).body.claim;
  assert.equal(await claimOfBuyer(first.buyer_id), 'lapsed');
  assert.equal(await claimOfBuyer(second.buyer_id), 'paid');
});
