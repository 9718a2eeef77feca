import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConflictException,
  ForbiddenException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { toCents } from '../auctions/money.js';
import type { OfferPiece } from './offer-rules.js';
import type { AcceptResult, CreateOfferResult, NewOffer, OfferRow } from './offers.repository.js';
import { OffersService, type OffersStore } from './offers.service.js';

const BUYER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const NOW = new Date('2026-11-29T12:00:00Z');

const piece = (overrides: Partial<OfferPiece> = {}): OfferPiece => ({
  productId: 7,
  name: 'Walnut Bench',
  price: toCents('4800.00'),
  openToOffers: true,
  floor: null,
  validHours: 72,
  quantity: 1,
  reservedQuantity: 0,
  underAuction: false,
  decommissioned: false,
  ...overrides,
});

/**
 * Offers in memory, answering as the repository does: one standing offer per buyer and piece; every
 * move only from the state it leaves; accepting holds the piece only while it is available.
 */
class FakeOffers implements OffersStore {
  readonly rows = new Map<string, OfferRow>();
  readonly pieces = new Map<number, OfferPiece>();
  awards = 0;

  constructor(...pieces: OfferPiece[]) {
    for (const p of pieces) this.pieces.set(p.productId, p);
  }

  async piece(productId: number) {
    return this.pieces.get(productId) ?? null;
  }

  async find(offerId: string) {
    return this.rows.get(offerId) ?? null;
  }

  async latestOf(productId: number, buyerId: string) {
    const mine = [...this.rows.values()].filter((r) => r.productId === productId && r.buyerId === buyerId);
    return mine.at(-1) ?? null;
  }

  async create(offer: NewOffer): Promise<CreateOfferResult> {
    const standing = [...this.rows.values()].some(
      (r) =>
        r.productId === offer.productId &&
        r.buyerId === offer.buyerId &&
        (r.state === 'open' || r.state === 'countered'),
    );
    if (offer.state === 'open' && standing) return { outcome: 'duplicate' };
    const row: OfferRow = {
      id: offer.id,
      productId: offer.productId,
      buyerId: offer.buyerId,
      amount: new Prisma.Decimal(offer.amount),
      note: offer.note,
      state: offer.state,
      closeReason: offer.closeReason,
      counterAmount: null,
      counterNote: null,
      expiresAt: offer.expiresAt,
      decidedAt: offer.state === 'open' ? null : NOW,
      awardId: null,
      createdAt: NOW,
      updatedAt: NOW,
    };
    this.rows.set(row.id, row);
    return { outcome: 'created', offer: row };
  }

  private move(id: string, from: string[], change: Partial<OfferRow>, buyerId?: string) {
    const row = this.rows.get(id);
    if (!row || !from.includes(row.state) || (buyerId && row.buyerId !== buyerId)) return null;
    Object.assign(row, change);
    return row;
  }

  async withdraw(offerId: string, buyerId: string) {
    return this.move(offerId, ['open', 'countered'], { state: 'withdrawn' }, buyerId);
  }

  async counter(
    offerId: string,
    _seen: string,
    counter: { amount: string; note: string | null; expiresAt: Date },
  ) {
    return this.move(offerId, ['open'], {
      state: 'countered',
      counterAmount: new Prisma.Decimal(counter.amount),
      counterNote: counter.note,
      expiresAt: counter.expiresAt,
    });
  }

  async decline(offerId: string, by: { owner: true } | { buyerId: string }) {
    return 'owner' in by
      ? this.move(offerId, ['open', 'countered'], { state: 'declined', closeReason: 'declined_by_owner' })
      : this.move(offerId, ['countered'], { state: 'declined', closeReason: 'counter_declined' }, by.buyerId);
  }

  async accept(offerId: string, by: { owner: true } | { buyerId: string }): Promise<AcceptResult> {
    const row = this.rows.get(offerId);
    const from = 'owner' in by ? 'open' : 'countered';
    if (!row || row.state !== from || ('buyerId' in by && row.buyerId !== by.buyerId))
      return { outcome: 'not-standing' };
    const p = this.pieces.get(row.productId)!;
    if (p.underAuction || p.quantity < 1 || p.reservedQuantity > 0) return { outcome: 'unavailable' };
    p.underAuction = true;
    const awardId = `00000000-0000-4000-9000-00000000000${++this.awards}`;
    Object.assign(row, { state: 'accepted', awardId });
    for (const other of this.rows.values())
      if (other !== row && other.productId === row.productId && ['open', 'countered'].includes(other.state))
        Object.assign(other, { state: 'declined', closeReason: 'piece_gone' });
    return { outcome: 'accepted', offer: row, awardId };
  }

  async listForAdmin() {
    return [];
  }

  async awardStateOf() {
    return 'offered';
  }
}

function setUp(options: { pieces?: OfferPiece[]; cards?: string[]; stopped?: string[] } = {}) {
  const offers = new FakeOffers(...(options.pieces ?? [piece()]));
  const cards = new Set(options.cards ?? [BUYER, OTHER]);
  const stopped = new Set(options.stopped ?? []);
  const service = OffersService.over(
    offers,
    { hasCard: async (buyerId) => cards.has(buyerId) },
    {
      requireTexts: async (buyerId) => {
        if (stopped.has(buyerId)) throw new ForbiddenException('Your number replied STOP');
      },
    },
    () => NOW,
  );
  return { offers, service };
}

const refusedWith = (type: new (...args: never[]) => Error, message: RegExp) => (error: unknown) => {
  assert.ok(error instanceof type, `expected ${type.name}, got ${String(error)}`);
  assert.match((error as Error).message, message);
  return true;
};

test('an offer below the price is open, stands for the piece’s hours, and is the buyer’s latest', async () => {
  const { service } = setUp({ pieces: [piece({ validHours: 24 })] });
  const offer = await service.make(7, BUYER, '4000.00', 'Would you take 4000?');
  assert.equal(offer.state, 'open');
  assert.equal(offer.amount, '4000.00');
  assert.equal(offer.note, 'Would you take 4000?');
  assert.equal(offer.expiresAt, new Date(NOW.getTime() + 24 * 3_600_000).toISOString());
  const mine = await service.mine(7, BUYER);
  assert.equal(mine.acceptingOffers, true);
  assert.equal(mine.offer?.offerId, offer.offerId);
});

test('below the floor an offer is declined at once, as below_floor, without the floor in the answer', async () => {
  const { service } = setUp({ pieces: [piece({ floor: toCents('3500.00') })] });
  const offer = await service.make(7, BUYER, '3000.00', null);
  assert.equal(offer.state, 'declined');
  assert.equal(offer.closeReason, 'below_floor');
  assert.doesNotMatch(JSON.stringify(offer), /3500/);
  // Declined offers stand nowhere: the buyer may offer again, at the floor this time.
  assert.equal((await service.make(7, BUYER, '3500.00', null)).state, 'open');
});

test('one standing offer per buyer and piece; another buyer may offer beside it', async () => {
  const { service } = setUp();
  await service.make(7, BUYER, '4000.00', null);
  await assert.rejects(
    service.make(7, BUYER, '4100.00', null),
    refusedWith(ConflictException, /already have an offer standing/),
  );
  assert.equal((await service.make(7, OTHER, '4200.00', null)).state, 'open');
});

test('an offer needs a card on file and texts; the amount must be below the price', async () => {
  const { service } = setUp({ cards: [OTHER], stopped: [OTHER] });
  await assert.rejects(
    service.make(7, BUYER, '4000.00', null),
    refusedWith(ForbiddenException, /card on file/),
  );
  await assert.rejects(service.make(7, OTHER, '4000.00', null), refusedWith(ForbiddenException, /STOP/));
  const { service: open } = setUp();
  await assert.rejects(
    open.make(7, BUYER, '4800.00', null),
    refusedWith(UnprocessableEntityException, /below the piece's price of \$4,800/),
  );
  await assert.rejects(
    open.make(7, BUYER, '0.00', null),
    refusedWith(UnprocessableEntityException, /more than 0/),
  );
});

test('only pieces open to offers and available take offers', async () => {
  const cases: Array<[Partial<OfferPiece>, RegExp]> = [
    [{ openToOffers: false }, /does not take offers/],
    [{ quantity: 0 }, /sold/],
    [{ quantity: 0, reservedQuantity: 1 }, /reserved by a checkout/],
    [{ underAuction: true }, /auction, a drawn release or an accepted offer/],
  ];
  for (const [overrides, message] of cases) {
    const { service } = setUp({ pieces: [piece(overrides)] });
    await assert.rejects(service.make(7, BUYER, '4000.00', null), refusedWith(ConflictException, message));
    assert.equal((await service.mine(7, BUYER)).acceptingOffers, false);
  }
  const { service } = setUp({ pieces: [piece({ decommissioned: true })] });
  await assert.rejects(service.make(7, BUYER, '4000.00', null), NotFoundException);
  await assert.rejects(service.make(8, BUYER, '4000.00', null), NotFoundException);
});

test('the owner accepts an open offer: the piece is held, the others on it are declined, it cannot be accepted twice', async () => {
  const { service, offers } = setUp();
  const mine = await service.make(7, BUYER, '4000.00', null);
  const theirs = await service.make(7, OTHER, '4100.00', null);
  const accepted = await service.accept(mine.offerId);
  assert.equal(accepted.state, 'accepted');
  assert.equal(accepted.agreedPrice, '4000.00');
  assert.equal(accepted.claimState, 'offered');
  assert.equal(offers.pieces.get(7)!.underAuction, true);
  assert.equal((await service.mine(7, OTHER)).offer?.closeReason, 'piece_gone');
  await assert.rejects(
    service.accept(mine.offerId),
    refusedWith(ConflictException, /is accepted: it cannot be accepted/),
  );
  await assert.rejects(service.accept(theirs.offerId), refusedWith(ConflictException, /is declined/));
});

test('accepting an offer on a piece taken meanwhile leaves the offer as it is', async () => {
  const { service, offers } = setUp();
  const offer = await service.make(7, BUYER, '4000.00', null);
  offers.pieces.get(7)!.quantity = 0;
  await assert.rejects(
    service.accept(offer.offerId),
    refusedWith(ConflictException, /not available to hold/),
  );
  assert.equal(offers.rows.get(offer.offerId)!.state, 'open');
});

test('a counter is above the offer and below the price; the buyer accepts it at the counter’s price', async () => {
  const { service } = setUp();
  const offer = await service.make(7, BUYER, '4000.00', null);
  await assert.rejects(
    service.counter(offer.offerId, '3900.00', null),
    refusedWith(UnprocessableEntityException, /more than the offer of \$4,000/),
  );
  await assert.rejects(
    service.counter(offer.offerId, '4800.00', null),
    refusedWith(UnprocessableEntityException, /below the piece's price/),
  );
  const countered = await service.counter(offer.offerId, '4400.00', 'Meet me at 4400');
  assert.equal(countered.state, 'countered');
  assert.equal(countered.counterAmount, '4400.00');
  assert.equal(countered.counterNote, 'Meet me at 4400');
  // The owner cannot accept it now: it waits for the buyer; another buyer cannot answer it.
  await assert.rejects(
    service.accept(offer.offerId),
    refusedWith(ConflictException, /countered: waiting for the buyer/),
  );
  await assert.rejects(service.acceptCounter(offer.offerId, OTHER), NotFoundException);
  const accepted = await service.acceptCounter(offer.offerId, BUYER);
  assert.equal(accepted.state, 'accepted');
  assert.equal(accepted.agreedPrice, '4400.00');
});

test('the buyer declines a counter or withdraws a standing offer; then it cannot be answered', async () => {
  const { service } = setUp();
  const offer = await service.make(7, BUYER, '4000.00', null);
  await assert.rejects(
    service.declineCounter(offer.offerId, BUYER),
    refusedWith(ConflictException, /is open/),
  );
  await service.counter(offer.offerId, '4500.00', null);
  assert.equal((await service.declineCounter(offer.offerId, BUYER)).closeReason, 'counter_declined');
  await assert.rejects(
    service.acceptCounter(offer.offerId, BUYER),
    refusedWith(ConflictException, /is declined/),
  );

  const again = await service.make(7, BUYER, '4100.00', null);
  await assert.rejects(service.withdraw(again.offerId, OTHER), NotFoundException);
  assert.equal((await service.withdraw(again.offerId, BUYER)).state, 'withdrawn');
  await assert.rejects(
    service.withdraw(again.offerId, BUYER),
    refusedWith(ConflictException, /is withdrawn/),
  );
});

test('the owner declines an open or countered offer, once', async () => {
  const { service } = setUp();
  const offer = await service.make(7, BUYER, '4000.00', null);
  assert.equal((await service.decline(offer.offerId)).closeReason, 'declined_by_owner');
  await assert.rejects(service.decline(offer.offerId), refusedWith(ConflictException, /is declined/));
  await assert.rejects(service.decline('00000000-0000-4000-8000-0000000000ff'), NotFoundException);
});

test('the owner reads a piece’s offer terms, the floor included', async () => {
  const { service } = setUp({ pieces: [piece({ floor: toCents('3500.00'), validHours: 48 })] });
  assert.deepEqual(await service.terms(7), {
    productId: 7,
    openToOffers: true,
    offerFloor: '3500.00',
    offerValidHours: 48,
  });
});
