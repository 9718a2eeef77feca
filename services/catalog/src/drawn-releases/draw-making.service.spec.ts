import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DRAW_ALGORITHM, DRAW_ALGORITHM_DRAND, type PublicDrawnRelease } from '@atelier/contracts';
import type { NewAward } from '../awards/awards.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import type { QuicknetBeacon } from './beacon/verify-beacon.js';
import type { DrawTaking, LockedRelease } from './entry-window.js';
import { drawKey, drawOrder } from './draw-order.js';
import { type AwardOutcome, DrawMakingService, type DrawStore } from './draw-making.service.js';
import type { ReleaseOfferState } from './drawn-releases.repository.js';

const SEED = '3a'.repeat(32);
const OPENED = Date.parse('2026-11-28T00:00:00.000Z');
const HOUR = 60 * 60_000;

/**
 * One drawn release in memory, answering as the repository does: taken for the draw once, awards
 * settled only while offered. It records what was written, in order.
 */
class FakeDrawStore implements DrawStore {
  status: 'open' | 'drawn' = 'open';
  onSale = false;
  readonly entries: Array<{ id: string; buyerId: string; position: number | null }> = [];
  readonly awards: Array<NewAward & { awardId: string; state: 'offered' | 'paid' | 'lapsed' }> = [];
  readonly written: string[] = [];
  entrants: Array<{ buyerId: string; position: number }> = [];

  constructor(readonly quantity: number) {}

  enter(...buyerIds: string[]) {
    for (const buyerId of buyerIds)
      this.entries.push({
        id: `00000000-0000-4000-8000-${buyerId.padStart(12, '0')}`,
        buyerId,
        position: null,
      });
  }

  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return work({} as CatalogTransaction);
  }

  /** The release as the draw reads it: a v1 release whose window has passed unless a test says otherwise. */
  release: Omit<LockedRelease, 'status'> = {
    algorithm: DRAW_ALGORITHM,
    beaconRound: null,
    opensAt: new Date(OPENED),
    closesAt: new Date(OPENED + 6 * HOUR),
    earlyCloseReason: null,
    now: new Date(OPENED + 7 * HOUR),
  };
  drawnWith: { taking: DrawTaking; beacon: QuicknetBeacon | null } | null = null;

  async lockRelease() {
    this.written.push('lock');
    return { ...this.release, status: this.status };
  }

  async markDrawn(
    _tx: CatalogTransaction,
    _releaseId: number,
    taking: DrawTaking,
    beacon: QuicknetBeacon | null,
  ) {
    if (this.status !== 'open') return null;
    this.status = 'drawn';
    this.drawnWith = { taking, beacon };
    return { seed: SEED, beaconRandomness: beacon?.randomness ?? null };
  }

  async entriesOf() {
    return this.entries.map(({ id, buyerId }) => ({ id, buyerId }));
  }

  async storeOrder(_tx: CatalogTransaction, order: string[]) {
    order.forEach((id, i) => (this.entries.find((e) => e.id === id)!.position = i + 1));
  }

  async lock() {
    this.written.push('lock');
  }

  async offerState(): Promise<ReleaseOfferState> {
    return {
      productId: 7,
      productName: 'Walnut Console',
      price: '2100.00',
      quantity: this.quantity,
      offers: this.awards.map(({ buyerId, state }) => ({ buyerId, state })),
      placed: this.entries.flatMap((e) =>
        e.position === null ? [] : [{ buyerId: e.buyerId, position: e.position }],
      ),
    };
  }

  async offer(_tx: CatalogTransaction, award: NewAward) {
    this.awards.push({ ...award, awardId: `award-${this.awards.length + 1}`, state: 'offered' });
    this.written.push(`offer ${award.buyerId} #${award.rank}`);
  }

  async settle(_tx: CatalogTransaction, awardId: string, outcome: AwardOutcome) {
    const award = this.awards.find((a) => a.awardId === awardId);
    if (award?.state !== 'offered') return false;
    award.state = outcome.state;
    return true;
  }

  async putBackOnSale() {
    this.onSale = true;
    this.written.push('back on sale');
  }

  async announce() {
    this.written.push('announce');
    return { id: 1, closedEarly: null } as unknown as PublicDrawnRelease;
  }

  async recordDrawMade(
    _tx: CatalogTransaction,
    _release: PublicDrawnRelease,
    entrants: Array<{ buyerId: string; position: number }>,
  ) {
    this.entrants = entrants;
  }
}

const tx = {} as CatalogTransaction;
const lapse: AwardOutcome = { state: 'lapsed', reason: 'not paid in time' };

test('the draw orders the entries by the seed and offers the piece to the first `quantity`, ranked', async () => {
  const store = new FakeDrawStore(2);
  store.enter('1', '2', '3', '4');
  assert.ok(await new DrawMakingService(store).draw(1, null));
  const expected = drawOrder(
    drawKey(SEED, null),
    store.entries.map((e) => e.id),
  );
  const buyerOf = (id: string) => store.entries.find((e) => e.id === id)!.buyerId;
  assert.deepEqual(
    store.entrants,
    expected.map((id, i) => ({ buyerId: buyerOf(id), position: i + 1 })),
  );
  assert.deepEqual(
    store.awards.map((a) => [a.buyerId, a.rank, a.price, a.source]),
    [
      [buyerOf(expected[0]!), 1, '2100.00', 'draw'],
      [buyerOf(expected[1]!), 2, '2100.00', 'draw'],
    ],
  );
  assert.equal(store.onSale, false, 'the piece stays out of carts while its offers are open');
});

test('a release is drawn once: a second draw changes nothing', async () => {
  const store = new FakeDrawStore(1);
  store.enter('1', '2');
  const drawing = new DrawMakingService(store);
  await drawing.draw(1, null);
  assert.equal(await drawing.draw(1, null), null);
  assert.equal(store.awards.length, 1);
});

test('a lapse offers the piece to the next in draw order; a paid claim offers nobody', async () => {
  const store = new FakeDrawStore(1);
  store.enter('1', '2', '3');
  const drawing = new DrawMakingService(store);
  await drawing.draw(1, null);
  const [first] = store.awards;
  assert.equal(await drawing.settleAward(tx, { awardId: first!.awardId, releaseId: 1 }, lapse), true);
  const second = store.awards[1]!;
  const placeOf = (buyerId: string) => store.entries.find((e) => e.buyerId === buyerId)!.position;
  assert.equal(placeOf(second.buyerId), 2, 'the alternate drawn second');
  assert.equal(second.rank, 2);
  assert.equal(
    await drawing.settleAward(tx, { awardId: second.awardId, releaseId: 1 }, { state: 'paid' }),
    true,
  );
  assert.equal(store.awards.length, 2, 'paid: nobody else is offered it');
  assert.equal(
    store.written.filter((w) => w === 'lock').length,
    3,
    'the draw and each settlement under the release lock',
  );
});

test('with every offer lapsed and nobody left, the piece goes back on sale; a redelivery changes nothing', async () => {
  const store = new FakeDrawStore(1);
  store.enter('1', '2');
  const drawing = new DrawMakingService(store);
  await drawing.draw(1, null);
  await drawing.settleAward(tx, { awardId: store.awards[0]!.awardId, releaseId: 1 }, lapse);
  assert.equal(store.onSale, false);
  await drawing.settleAward(tx, { awardId: store.awards[1]!.awardId, releaseId: 1 }, lapse);
  assert.equal(store.onSale, true);
  const before = store.written.length;
  assert.equal(
    await drawing.settleAward(tx, { awardId: store.awards[1]!.awardId, releaseId: 1 }, lapse),
    false,
  );
  assert.deepEqual(store.written.slice(before), ['lock'], 'nothing written after the lock');
});

test('a draw nobody entered puts the piece back on sale at once', async () => {
  const store = new FakeDrawStore(1);
  await new DrawMakingService(store).draw(1, null);
  assert.deepEqual(store.entrants, []);
  assert.equal(store.onSale, true);
});

const beacon = (round: number): QuicknetBeacon => ({
  round,
  randomness: 'ab'.repeat(32),
  signature: 'cd'.repeat(48),
});

test('the closer draws a release only once its window has passed; the entries close when advertised', async () => {
  const store = new FakeDrawStore(1);
  store.enter('1');
  store.release.now = new Date(OPENED + 5 * HOUR);
  const drawing = new DrawMakingService(store);
  assert.equal(await drawing.draw(1, null), null, 'still taking entries');
  assert.equal(store.status, 'open');
  assert.deepEqual(store.awards, []);
  store.release.now = new Date(OPENED + 6 * HOUR);
  assert.ok(await drawing.draw(1, null), 'due at its close');
  assert.deepEqual(store.drawnWith, {
    taking: { closesAt: new Date(OPENED + 6 * HOUR), earlyCloseReason: null },
    beacon: null,
  });
});

test("the admin's early close draws now: the entries close now, with the reason", async () => {
  const store = new FakeDrawStore(1);
  store.release.now = new Date(OPENED + 2 * HOUR);
  assert.ok(await new DrawMakingService(store).draw(1, { reason: 'the artist asked' }));
  assert.deepEqual(store.drawnWith!.taking, {
    closesAt: new Date(OPENED + 2 * HOUR),
    earlyCloseReason: 'the artist asked',
  });
});

test('an early close after the window passed keeps no reason; an earlier reason stays; entries never close before they opened', async () => {
  const late = new FakeDrawStore(1);
  await new DrawMakingService(late).draw(1, { reason: 'too late to matter' });
  assert.deepEqual(late.drawnWith!.taking, { closesAt: new Date(OPENED + 6 * HOUR), earlyCloseReason: null });

  const closedBefore = new FakeDrawStore(1);
  closedBefore.release = {
    ...closedBefore.release,
    closesAt: new Date(OPENED + HOUR),
    earlyCloseReason: 'closed early, waiting for the round',
  };
  await new DrawMakingService(closedBefore).draw(1, null);
  assert.equal(closedBefore.drawnWith!.taking.earlyCloseReason, 'closed early, waiting for the round');

  const atOnce = new FakeDrawStore(1);
  atOnce.release.now = new Date(OPENED);
  await new DrawMakingService(atOnce).draw(1, { reason: 'opened by mistake' });
  assert.deepEqual(atOnce.drawnWith!.taking.closesAt, new Date(OPENED + 1), '1 ms after the opening');
});

test("a drand release is drawn only with its fixed round's beacon, which keys the draw; a seed-only one never with a beacon", async () => {
  const store = new FakeDrawStore(1);
  store.release = { ...store.release, algorithm: DRAW_ALGORITHM_DRAND, beaconRound: 1000 };
  const drawing = new DrawMakingService(store);
  assert.equal(await drawing.draw(1, null), null, 'no beacon');
  assert.equal(await drawing.draw(1, null, beacon(999)), null, 'another round');
  assert.equal(store.status, 'open');
  assert.ok(await drawing.draw(1, null, beacon(1000)));
  assert.deepEqual(store.drawnWith!.beacon, beacon(1000));

  const seedOnly = new FakeDrawStore(1);
  assert.equal(await new DrawMakingService(seedOnly).draw(1, null, beacon(1000)), null);
  assert.equal(seedOnly.status, 'open');
});
