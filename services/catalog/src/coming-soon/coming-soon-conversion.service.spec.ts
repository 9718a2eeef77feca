import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, HttpException } from '@nestjs/common';
import {
  type ComingSoonItem,
  type ConvertComingSoonInput,
  convertComingSoonInputSchema,
  drandRoundAfter,
  drandRoundTime,
  DRAW_ALGORITHM,
  DRAW_ALGORITHM_DRAND,
  type DrawRandomness,
  type Product,
  type PublicDrawnRelease,
  type ScheduledConversion,
  SCHEDULED_CONVERSION_MAX_DAYS,
} from '@atelier/contracts';
import type { CatalogTransaction } from '../database/catalog-database.js';
import {
  ComingSoonConversionService,
  type ConversionStore,
  type RandomnessSource,
  type ScheduleStore,
} from './coming-soon-conversion.service.js';
import type { ConvertedPayload } from './coming-soon.repository.js';
import type { PieceFromSneakPeek } from './sneak-peek-conversion.js';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

type OpenedRelease = Parameters<ConversionStore['openDrawnRelease']>[1];

/**
 * Sneak peeks, their schedules, likes and the pieces made of them, in memory, answering as the
 * repositories do. Transactions take turns, as the item's row lock makes conversions of one item
 * do; deleting an item deletes its schedule (ON DELETE CASCADE). `written` lists every write.
 */
class FakeSneakPeeks implements ConversionStore, ScheduleStore {
  readonly items = new Map<number, ComingSoonItem>();
  readonly schedules = new Map<number, { convertAt: number; conversion: ConvertComingSoonInput }>();
  readonly likes: Array<{ comingSoonId: number | null; productId: number | null }> = [];
  readonly products: Array<PieceFromSneakPeek & { id: number; likesCount: number }> = [];
  readonly releases: OpenedRelease[] = [];
  readonly converted: ConvertedPayload[] = [];
  readonly written: string[] = [];
  /** The database's clock, for what is due. */
  now = NOW;
  private turn: Promise<unknown> = Promise.resolve();

  item(id: number, fields: Partial<ComingSoonItem> = {}) {
    this.items.set(id, {
      id,
      name: 'Walnut Console',
      description: 'A console in walnut.',
      story: 'Made in the workshop by the river.',
      estimatedPrice: '3200.00',
      imageUrls: ['/uploads/console.webp'],
      artistId: 3,
      collectionId: 5,
      videoUrl: null,
      category: 'surfaces',
      likesCount: 0,
      estimatedReleaseDate: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      artist: null,
      collection: null,
      ...fields,
    });
  }

  like(comingSoonId: number, times: number) {
    for (let i = 0; i < times; i++) this.likes.push({ comingSoonId, productId: null });
  }

  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    const run = this.turn.then(() => work({} as CatalogTransaction));
    this.turn = run.catch(() => undefined);
    return run;
  }

  async lockItem(_tx: CatalogTransaction, id: number) {
    const item = this.items.get(id);
    return item ? structuredClone(item) : null;
  }

  async createPiece(_tx: CatalogTransaction, piece: PieceFromSneakPeek) {
    const id = 100 + this.products.length;
    this.products.push({ ...piece, id, likesCount: 0 });
    this.written.push(`create piece ${id}`);
    return id;
  }

  async moveLikes(_tx: CatalogTransaction, comingSoonId: number, productId: number) {
    const moving = this.likes.filter((like) => like.comingSoonId === comingSoonId);
    for (const like of moving) Object.assign(like, { comingSoonId: null, productId });
    this.written.push(`move ${moving.length} likes`);
    return moving.length;
  }

  async deleteItem(_tx: CatalogTransaction, id: number) {
    this.items.delete(id);
    this.schedules.delete(id);
    this.written.push(`delete item ${id}`);
  }

  async publishPiece(_tx: CatalogTransaction, productId: number, likesCount: number) {
    const product = this.products.find((p) => p.id === productId)!;
    product.likesCount = likesCount;
    this.written.push(`publish piece ${productId}`);
    return { ...product } as unknown as Product;
  }

  async clock() {
    return new Date(this.now);
  }

  async openDrawnRelease(_tx: CatalogTransaction, release: OpenedRelease) {
    this.releases.push(release);
    this.written.push(`open draw for ${release.productId}`);
    return { id: 70 + this.releases.length, closesAt: '2026-11-29T09:00:00.000Z' } as PublicDrawnRelease;
  }

  async recordConverted(_tx: CatalogTransaction, converted: ConvertedPayload) {
    this.converted.push(converted);
    this.written.push('converted event');
  }

  async list() {
    return [];
  }

  async schedule(comingSoonId: number, convertAt: Date, conversion: ConvertComingSoonInput) {
    if (!this.items.has(comingSoonId)) return null;
    this.schedules.set(comingSoonId, { convertAt: convertAt.getTime(), conversion });
    return { comingSoonId, convertAt: convertAt.toISOString(), sale: conversion.sale } as ScheduledConversion;
  }

  async cancel(comingSoonId: number) {
    return this.schedules.delete(comingSoonId);
  }

  async dueIds(limit: number) {
    return [...this.schedules]
      .filter(([, s]) => s.convertAt <= this.now)
      .map(([id]) => id)
      .slice(0, limit);
  }

  async takeSchedule(_tx: CatalogTransaction, comingSoonId: number) {
    const schedule = this.schedules.get(comingSoonId);
    return schedule ? { conversion: schedule.conversion, due: schedule.convertAt <= this.now } : null;
  }
}

/** The owner's randomness as DrawnReleasesService settles it: drand when asked for and reachable. */
class FakeRandomness implements RandomnessSource {
  asked: Array<DrawRandomness | undefined> = [];
  constructor(readonly beaconReachable = true) {}
  async openingRandomness(requested: DrawRandomness | undefined): Promise<DrawRandomness> {
    this.asked.push(requested);
    const randomness = requested ?? 'drand-quicknet';
    if (randomness === 'drand-quicknet' && !this.beaconReachable)
      throw new ConflictException("Cannot open the draw with drand's beacon: no mirror answered");
    return randomness;
  }
}

const serviceOver = (store: FakeSneakPeeks, randomness = new FakeRandomness()) =>
  new ComingSoonConversionService(store, store, randomness);
const conversion = (input: unknown = {}) => convertComingSoonInputSchema.parse(input);

/** Rejects with an HTTP error of this status and exactly this message. */
async function refused(promise: Promise<unknown>, status: number, message: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof HttpException, String(error));
    assert.equal(error.getStatus(), status);
    assert.equal(error.message, message);
    return true;
  });
}

test('a converted sneak peek becomes a piece with its words, pictures and makers; its likes and signups follow it', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.like(1, 3);
  const randomness = new FakeRandomness();
  const product = await serviceOver(store, randomness).convert(1, conversion({ quantity: 2 }));
  assert.deepEqual(store.products, [
    {
      id: product.id,
      name: 'Walnut Console',
      description: 'A console in walnut.',
      story: 'Made in the workshop by the river.',
      price: '3200.00',
      quantity: 2,
      status: 'active',
      imageUrls: ['/uploads/console.webp'],
      artistId: 3,
      collectionId: 5,
      videoUrl: null,
      category: 'surfaces',
      likesCount: 3,
    },
  ]);
  assert.ok(store.likes.every((like) => like.productId === product.id && like.comingSoonId === null));
  assert.equal(store.items.has(1), false, 'no longer a sneak peek');
  assert.deepEqual(store.converted, [
    { item: { ...store.converted[0]!.item, id: 1 }, product, productUrl: `/product/${product.id}` },
  ]);
  assert.equal(store.converted[0]!.item.name, 'Walnut Console', 'the signups hear of the item they followed');
  assert.deepEqual(store.releases, [], 'sold at once: no draw');
  assert.deepEqual(randomness.asked, [], 'no randomness to settle for an immediate sale');
  assert.deepEqual(store.written, [
    `create piece ${product.id}`,
    'move 3 likes',
    'delete item 1',
    `publish piece ${product.id}`,
    'converted event',
  ]);
});

test("the piece's price is the one given, else the item's estimate, else 0", async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.item(2, { estimatedPrice: null });
  store.item(3);
  const service = serviceOver(store);
  await service.convert(1, conversion());
  await service.convert(2, conversion());
  await service.convert(3, conversion({ price: '4100' }));
  assert.deepEqual(
    store.products.map((p) => p.price),
    ['3200.00', '0.00', '4100.00'],
  );
});

test('converting an item that does not exist is a 404 and writes nothing', async () => {
  const store = new FakeSneakPeeks();
  await refused(serviceOver(store).convert(9, conversion()), 404, 'Coming soon item not found');
  assert.deepEqual(store.written, []);
});

test('sold by a draw, the entry window opens with the piece and the signups are told when it closes', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  const randomness = new FakeRandomness();
  const product = await serviceOver(store, randomness).convert(
    1,
    conversion({ quantity: 2, sale: { mode: 'draw', entryWindowHours: 6, randomness: 'house-seed-only' } }),
  );
  assert.deepEqual(randomness.asked, ['house-seed-only'], "the owner's randomness is settled");
  assert.deepEqual(store.releases, [
    {
      productId: product.id,
      comingSoonId: 1,
      quantity: 2,
      opening: {
        opensAt: new Date(NOW),
        closesAt: new Date(NOW + 6 * HOUR_MS),
        algorithm: DRAW_ALGORITHM,
        beaconRound: null,
      },
    },
  ]);
  assert.deepEqual(store.converted[0]!.drawnRelease, {
    releaseId: 71,
    closesAt: '2026-11-29T09:00:00.000Z',
  });
});

test("a draw with drand's beacon out of reach is refused (409) before anything is written", async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  await refused(
    serviceOver(store, new FakeRandomness(false)).convert(1, conversion({ sale: { mode: 'draw' } })),
    409,
    "Cannot open the draw with drand's beacon: no mirror answered",
  );
  assert.deepEqual(store.written, []);
  assert.equal(store.items.has(1), true, 'still a sneak peek');
});

test('two conversions of one item at once convert it once: the second is a 404', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.like(1, 2);
  const service = serviceOver(store);
  const results = await Promise.allSettled([
    service.convert(1, conversion()),
    service.convert(1, conversion()),
  ]);
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'rejected'],
  );
  await refused(
    Promise.reject((results[1] as PromiseRejectedResult).reason),
    404,
    'Coming soon item not found',
  );
  assert.equal(store.products.length, 1);
  assert.equal(store.products[0]!.likesCount, 2);
  assert.equal(store.converted.length, 1, 'the signups are texted once');
});

test('a drop is scheduled only in the future and within the limit (400 otherwise), for an item that exists (404)', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  const service = serviceOver(store);
  const at = (ms: number) => ({ convertAt: new Date(ms).toISOString(), conversion: conversion() });
  const limit = NOW + SCHEDULED_CONVERSION_MAX_DAYS * DAY_MS;
  for (const past of [NOW - 1, NOW])
    await refused(
      service.schedule(1, at(past), NOW),
      400,
      'convertAt must be in the future: convert now instead',
    );
  await refused(
    service.schedule(1, at(limit + 1), NOW),
    400,
    `convertAt must be within ${SCHEDULED_CONVERSION_MAX_DAYS} days from now`,
  );
  assert.equal(store.schedules.size, 0, 'nothing scheduled by a refusal');
  await refused(service.schedule(9, at(NOW + DAY_MS), NOW), 404, 'Coming soon item not found');
  assert.equal((await service.schedule(1, at(limit), NOW)).comingSoonId, 1, 'the last day allowed');
  assert.equal(store.schedules.get(1)!.convertAt, limit);
});

test("a scheduled draw's randomness is settled when it is scheduled and stored with it", async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.item(2);
  const input = {
    convertAt: new Date(NOW + DAY_MS).toISOString(),
    conversion: conversion({ sale: { mode: 'draw', entryWindowHours: 6 } }),
  };
  await serviceOver(store).schedule(1, input, NOW);
  assert.deepEqual(
    store.schedules.get(1)!.conversion.sale,
    { mode: 'draw', entryWindowHours: 6, randomness: 'drand-quicknet' },
    "left out, the store's choice (drand here) is stored",
  );
  await refused(
    serviceOver(store, new FakeRandomness(false)).schedule(2, input, NOW),
    409,
    "Cannot open the draw with drand's beacon: no mirror answered",
  );
  assert.equal(store.schedules.has(2), false);
});

test('cancelling a drop that is not scheduled is a 404', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  const service = serviceOver(store);
  await service.schedule(
    1,
    { convertAt: new Date(NOW + DAY_MS).toISOString(), conversion: conversion() },
    NOW,
  );
  await service.cancelSchedule(1);
  assert.equal(store.schedules.size, 0);
  await refused(
    service.cancelSchedule(1),
    404,
    'This sneak peek has no scheduled conversion (it may have been converted already)',
  );
});

test('a drop not yet due changes nothing; once due it converts as scheduled, with the randomness stored', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.schedules.set(1, {
    convertAt: NOW + 60_000,
    conversion: conversion({ sale: { mode: 'draw', entryWindowHours: 6, randomness: 'drand-quicknet' } }),
  });
  const randomness = new FakeRandomness(false);
  const service = serviceOver(store, randomness);
  assert.deepEqual(await service.dueIds(20), []);
  assert.equal(await service.convertDue(1), null, 'not due');
  assert.deepEqual(store.written, []);
  assert.equal(store.items.has(1), true);

  store.now = NOW + 60_000;
  assert.deepEqual(await service.dueIds(20), [1]);
  const product = await service.convertDue(1);
  assert.ok(product);
  assert.deepEqual(randomness.asked, [], 'the runner never settles randomness: it was stored');
  const closesAt = new Date(NOW + 60_000 + 6 * HOUR_MS);
  assert.deepEqual(store.releases, [
    {
      productId: product.id,
      comingSoonId: 1,
      quantity: 1,
      opening: {
        opensAt: new Date(NOW + 60_000),
        closesAt,
        algorithm: DRAW_ALGORITHM_DRAND,
        beaconRound: drandRoundAfter(closesAt),
      },
    },
  ]);
  assert.ok(drandRoundTime(drandRoundAfter(closesAt)) * 1000 > closesAt.getTime(), 'a round after the close');
  assert.equal(store.converted.length, 1);
  assert.equal(store.schedules.has(1), false, 'the schedule goes with the item');
  assert.equal(await service.convertDue(1), null, 'a second pass has nothing to do');
  assert.equal(store.converted.length, 1);
});

test('an immediate drop opens no draw; a cancelled one converts nothing', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.item(2);
  store.schedules.set(1, { convertAt: NOW, conversion: conversion({ price: '900' }) });
  store.schedules.set(2, { convertAt: NOW, conversion: conversion() });
  const service = serviceOver(store);
  await service.cancelSchedule(2);
  assert.equal(await service.convertDue(2), null);
  assert.equal(store.items.has(2), true, 'still a sneak peek');
  assert.equal((await service.convertDue(1))?.price, '900.00');
  assert.deepEqual(store.releases, []);
});

test('runners racing each other and the owner convert a due item once', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.schedules.set(1, { convertAt: NOW, conversion: conversion() });
  const service = serviceOver(store);
  const results = await Promise.allSettled([
    service.convertDue(1),
    service.convert(1, conversion()),
    service.convertDue(1),
    service.convertDue(1),
  ]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? (r.value ? 'converted' : 'nothing') : 'refused')),
    ['converted', 'refused', 'nothing', 'nothing'],
  );
  assert.equal(store.products.length, 1);
  assert.equal(store.converted.length, 1);
});

test('converted by hand first, the schedule has nothing left to do', async () => {
  const store = new FakeSneakPeeks();
  store.item(1);
  store.schedules.set(1, { convertAt: NOW, conversion: conversion() });
  const service = serviceOver(store);
  await service.convert(1, conversion());
  assert.equal(store.schedules.has(1), false);
  assert.equal(await service.convertDue(1), null);
  assert.equal(store.converted.length, 1);
});
