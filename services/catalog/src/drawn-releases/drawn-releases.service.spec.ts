import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { AdminDrawnReleaseDetail, DrawPhase, MyDrawEntry } from '@atelier/contracts';
import type { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import type { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import type { DrawnReleasesRepository } from './drawn-releases.repository.js';
import type { BeaconSource } from './beacon/beacon-source.js';
import type { DrawMakingService } from './draw-making.service.js';
import { DrawnReleasesService } from './drawn-releases.service.js';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');

/**
 * Releases and entries in memory, answering as the repository does: one entry per buyer and one
 * per card; the draw only once (null after). Whether entries are open is the service's to decide.
 */
class FakeDrawnReleasesRepository {
  readonly entries: Array<{ releaseId: number; buyerId: string; fingerprint: string }> = [];
  readonly draws: Array<{ releaseId: number; early: { reason: string } | null }> = [];

  constructor(readonly releases: Map<number, DrawPhase>) {}

  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return work({} as CatalogTransaction);
  }

  /** An 'open' release closes in an hour; a 'closing' one closes this very instant, not yet drawn. */
  async lockRelease(_tx: CatalogTransaction, releaseId: number) {
    const phase = this.releases.get(releaseId);
    if (!phase) return null;
    return {
      status: phase === 'drawn' ? 'drawn' : 'open',
      algorithm: releaseId >= 100 ? 'hmac-sha256-drand-v2' : 'hmac-sha256-v1',
      beaconRound: releaseId >= 100 ? 5000 : null,
      opensAt: new Date(NOW - 3_600_000),
      closesAt: new Date(NOW + (phase === 'open' ? 3_600_000 : 0)),
      earlyCloseReason: null,
      now: new Date(NOW),
    };
  }

  async addEntry(_tx: CatalogTransaction, releaseId: number, buyerId: string, fingerprint: string) {
    const others = this.entries.filter((e) => e.releaseId === releaseId);
    if (others.some((e) => e.buyerId === buyerId)) return { repeats: 'buyer' as const };
    if (others.some((e) => e.fingerprint === fingerprint)) return { repeats: 'card' as const };
    this.entries.push({ releaseId, buyerId, fingerprint });
    return { entry: await this.myEntry(releaseId, buyerId) };
  }

  async myEntry(releaseId: number, buyerId: string): Promise<MyDrawEntry> {
    const index = this.entries.findIndex((e) => e.releaseId === releaseId && e.buyerId === buyerId);
    const entryId = index < 0 ? null : `entry-${index + 1}`;
    return {
      releaseId,
      entered: index >= 0,
      entryId,
      enteredAt: null,
      position: null,
      awarded: false,
      claim: null,
    };
  }

  async exists(releaseId: number) {
    return this.releases.has(releaseId);
  }

  /** Releases 100 and up were opened with drand's beacon (round 5000). */
  async algorithmOf(releaseId: number) {
    if (!this.releases.has(releaseId)) return null;
    return releaseId >= 100
      ? { id: releaseId, algorithm: 'hmac-sha256-drand-v2', beaconRound: 5000 }
      : { id: releaseId, algorithm: 'hmac-sha256-v1', beaconRound: null };
  }

  readonly earlyCloses: Array<{ releaseId: number; reason: string; closesAt: Date }> = [];
  async closeEntries(_tx: CatalogTransaction, releaseId: number, reason: string, closesAt: Date) {
    this.earlyCloses.push({ releaseId, reason, closesAt });
    this.releases.set(releaseId, 'closing');
  }

  async draw(releaseId: number, early: { reason: string } | null) {
    this.draws.push({ releaseId, early });
    if (this.releases.get(releaseId) !== 'open') return null;
    this.releases.set(releaseId, 'drawn');
    return { id: releaseId };
  }

  async findForAdmin(releaseId: number) {
    const phase = this.releases.get(releaseId);
    return phase ? ({ id: releaseId, phase } as AdminDrawnReleaseDetail) : null;
  }

  async findForProduct() {
    return null;
  }

  async record() {
    return null;
  }
}

const serviceWith = (
  releases: Array<[number, DrawPhase]>,
  cards: Record<string, string> = { b1: 'card-1', b2: 'card-2', b3: 'card-1' },
) => {
  const repository = new FakeDrawnReleasesRepository(new Map(releases));
  const beacons = { enabled: false, mirrors: [], unavailableReason: async () => 'off' };
  const buyerCards = { fingerprintOf: async (buyerId: string) => cards[buyerId] ?? null };
  const service = new DrawnReleasesService(
    repository as unknown as DrawnReleasesRepository,
    buyerCards as unknown as BuyerCardsRepository,
    { requireTexts: async () => {} } as unknown as BuyerTextingRepository,
    beacons as unknown as BeaconSource,
    {
      draw: (releaseId: number, early: { reason: string } | null) => repository.draw(releaseId, early),
    } as unknown as DrawMakingService,
  );
  return { service, repository };
};

const rejectedWith = (type: new (...args: never[]) => Error, message: string) => (error: unknown) =>
  error instanceof type && error.message === message;

test('a buyer without a card on file cannot enter: a 409 that says why, and nothing is entered', async () => {
  const { service, repository } = serviceWith([[1, 'open']], {});
  await assert.rejects(
    service.enter(1, 'b1'),
    rejectedWith(ConflictException, 'Put a card on file before entering: a draw takes one entry per card'),
  );
  assert.deepEqual(repository.entries, []);
});

test("an entry is taken with the buyer's card fingerprint and answered as the buyer's entry", async () => {
  const { service, repository } = serviceWith([[1, 'open']]);
  const entry = await service.enter(1, 'b2');
  assert.deepEqual(repository.entries, [{ releaseId: 1, buyerId: 'b2', fingerprint: 'card-2' }]);
  assert.equal(entry.entered, true);
  assert.equal(entry.entryId, 'entry-1');
});

test('one entry per buyer and one per card: a second try says which, and is not entered', async () => {
  const { service, repository } = serviceWith([[1, 'open']]);
  await service.enter(1, 'b1');
  await assert.rejects(
    service.enter(1, 'b1'),
    rejectedWith(ConflictException, 'This phone number has already entered this draw'),
  );
  // b3 is another buyer with b1's card.
  await assert.rejects(
    service.enter(1, 'b3'),
    rejectedWith(ConflictException, 'This card has already been used to enter this draw'),
  );
  assert.deepEqual(
    repository.entries.map((e) => e.buyerId),
    ['b1'],
  );
});

test('entries are refused once the window has closed (on the clock the release was read with) or the draw is made; an unknown release is a 404', async () => {
  const { service, repository } = serviceWith([
    [1, 'closing'],
    [2, 'drawn'],
  ]);
  for (const id of [1, 2])
    await assert.rejects(
      service.enter(id, 'b1'),
      rejectedWith(ConflictException, 'Entries for this draw are closed'),
    );
  await assert.rejects(service.enter(9, 'b1'), rejectedWith(NotFoundException, 'No drawn release 9'));
  assert.deepEqual(repository.entries, []);
});

test('closing entries now draws at once and answers the detail; a second close is a 409, an unknown release a 404', async () => {
  const { service, repository } = serviceWith([[1, 'open']]);
  assert.equal((await service.closeNow(1, 'The artist withdrew the piece')).phase, 'drawn');
  await assert.rejects(
    service.closeNow(1, 'Again'),
    rejectedWith(ConflictException, 'Drawn release 1 has already been drawn'),
  );
  await assert.rejects(service.closeNow(9, 'Unknown'), rejectedWith(NotFoundException, 'No drawn release 9'));
  // Early, with the owner's reason: the admin's close does not wait for the window to pass.
  assert.deepEqual(
    repository.draws.map((d) => d.early?.reason),
    ['The artist withdrew the piece', 'Again'],
  );
});

test("closing a release opened with drand's beacon early closes its entries but does not draw: the draw waits for its round", async () => {
  const { service, repository } = serviceWith([[100, 'open']]);
  assert.equal((await service.closeNow(100, 'The artist withdrew the piece')).phase, 'closing');
  assert.deepEqual(repository.earlyCloses, [
    { releaseId: 100, reason: 'The artist withdrew the piece', closesAt: new Date(NOW) },
  ]);
  assert.deepEqual(repository.draws, [], 'never drawn without the round fixed at the opening');
  await assert.rejects(
    service.closeNow(100, 'Again'),
    rejectedWith(
      ConflictException,
      'Entries for drawn release 100 have already closed; its draw uses drand round 5000',
    ),
  );
  assert.equal(repository.earlyCloses.length, 1, 'closed once');
});

test("the opening's randomness: the owner's choice; drand refused (409) where the beacon is off; the seed alone by default then", async () => {
  const { service } = serviceWith([]);
  assert.equal(await service.openingRandomness(undefined), 'house-seed-only');
  assert.equal(await service.openingRandomness('house-seed-only'), 'house-seed-only');
  await assert.rejects(service.openingRandomness('drand-quicknet'), (error: unknown) => {
    assert.ok(error instanceof ConflictException);
    assert.match(
      error.message,
      /Cannot open the draw with drand's beacon: off\. Open it with the house's seed only/,
    );
    return true;
  });
});

test("a buyer's entry in an unknown release is a 404; in a known one not entered, an entry saying so", async () => {
  const { service } = serviceWith([[1, 'open']]);
  await assert.rejects(service.myEntry(9, 'b1'), rejectedWith(NotFoundException, 'No drawn release 9'));
  assert.equal((await service.myEntry(1, 'b1')).entered, false);
});

test('a product without a drawn release, an unknown draw record and an unknown detail are 404s', async () => {
  const { service } = serviceWith([]);
  await assert.rejects(
    service.forProduct(5),
    rejectedWith(NotFoundException, 'No drawn release for product 5'),
  );
  await assert.rejects(service.record(5), rejectedWith(NotFoundException, 'No drawn release 5'));
  await assert.rejects(service.detail(5), rejectedWith(NotFoundException, 'No drawn release 5'));
});
