import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConflictException,
  ForbiddenException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  type AdminAuction,
  type AuctionPhase,
  type AuctionState,
  type PublicAuction,
  SOFT_CLOSE_SECONDS,
} from '@atelier/contracts';
import type { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import type { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { AuctionClosingService, type ClosingStore } from './auction-closing.service.js';
import type { BiddingAuction, NewBid, OpenAuctionResult, TakenBid } from './auctions.repository.js';
import { type AuctionStore, AuctionsService } from './auctions.service.js';
import type { AuctionBidState } from './bid-decision.js';
import { type Cents, toDecimalString } from './money.js';

const END = Date.parse('2026-11-28T12:00:00.000Z');

type FakeAuction = AuctionBidState & {
  productId: number;
  phase: AuctionPhase;
  bidCount: number;
  /** Seconds left when read. */
  secondsLeft: number;
  endTime: number;
};

/**
 * Auctions in memory, read and written as the repository does (no rule of its own): a bid is taken
 * only while the auction is open and at the count it was decided on; ending and cancelling only
 * while active. `staleReads` answers readForBid with an older copy, as a read without the lock may;
 * `endsBeforeTake` ends an auction between its lock and the bid's UPDATE (the database's clock).
 * `written` lists what was written, in order.
 */
class FakeAuctionStore implements AuctionStore, ClosingStore {
  readonly written: string[] = [];
  readonly bids: NewBid[] = [];
  readonly outbid: string[] = [];
  readonly staleReads = new Map<number, Partial<FakeAuction>>();
  endsBeforeTake = false;
  product: { decommissioned: boolean; isBiddingEnabled: boolean } | null = {
    decommissioned: false,
    isBiddingEnabled: true,
  };
  piece = { underAuction: false, reservedQuantity: 0, quantity: 1 };

  constructor(readonly auctions: Map<number, FakeAuction>) {}

  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return work({} as CatalogTransaction);
  }

  async productForAuction() {
    return this.product;
  }

  async open(): Promise<OpenAuctionResult> {
    const { underAuction, reservedQuantity, quantity } = this.piece;
    if (underAuction || reservedQuantity > 0 || quantity < 1)
      return { outcome: 'refused', piece: { underAuction, reservedQuantity } };
    this.piece.underAuction = true;
    return { outcome: 'opened', auction: { id: 1 } as AdminAuction };
  }

  async readForBid(auctionId: number) {
    const auction = this.auctions.get(auctionId);
    return auction ? this.bidding(auctionId, { ...auction, ...this.staleReads.get(auctionId) }) : null;
  }

  async lockForBid(_tx: CatalogTransaction, auctionId: number) {
    const auction = this.auctions.get(auctionId);
    if (auction) this.written.push(`lock ${auctionId}`);
    return auction ? this.bidding(auctionId, auction) : null;
  }

  async takeBid(_tx: CatalogTransaction, auctionId: number, bid: TakenBid) {
    const auction = this.auctions.get(auctionId)!;
    if (this.endsBeforeTake) auction.phase = 'ended';
    if (auction.phase !== 'open' || auction.bidCount !== bid.seenBidCount) return null;
    Object.assign(auction, {
      currentBid: bid.price,
      leaderBuyerId: bid.leaderBuyerId,
      leaderMax: bid.leaderMax,
      bidCount: auction.bidCount + 1,
      endTime: auction.endTime + bid.extendSeconds * 1000,
    });
    this.written.push(`take ${bid.kind} at ${toDecimalString(bid.price)}`);
    return auction.bidCount;
  }

  async recordBid(_tx: CatalogTransaction, bid: NewBid) {
    this.bids.push(bid);
  }

  async recordOutbid(
    _tx: CatalogTransaction,
    outbid: { buyerId: string; currentBid: string; endTime: string },
  ) {
    this.outbid.push(`${outbid.buyerId} at ${outbid.currentBid} until ${outbid.endTime}`);
  }

  async announce(_tx: CatalogTransaction, auctionId: number) {
    this.written.push(`announce ${auctionId}`);
    return this.publicView(auctionId);
  }

  async cancel(auctionId: number) {
    return this.finish(auctionId, 'cancelled');
  }

  async setEstimate() {
    return null;
  }

  async findPublic(auctionId: number) {
    return this.auctions.has(auctionId) ? this.publicView(auctionId) : null;
  }

  async findForProduct() {
    return null;
  }

  async standing() {
    return null;
  }

  async listForAdmin() {
    return [];
  }

  async findForAdmin() {
    return null;
  }

  // The close, as far as ending early needs it (its result: auction-closing.service.spec.ts).
  async dueIds() {
    return [];
  }
  async end(_tx: CatalogTransaction, auctionId: number, early: boolean) {
    this.written.push(`end ${auctionId}${early ? ' early' : ''}`);
    if (!this.finish(auctionId, 'ended')) return null;
    const auction = this.auctions.get(auctionId)!;
    return {
      productId: auction.productId,
      productName: 'Walnut Console',
      currentBid: null,
      reserve: null,
      lastBid: null,
      bidders: [],
    };
  }
  async setWinner() {}
  async keepPiece() {}
  async recordEnded() {}
  async offer() {}
  async adminView(_tx: CatalogTransaction, auctionId: number) {
    return this.view(auctionId) as AdminAuction;
  }

  private finish(auctionId: number, phase: 'ended' | 'cancelled') {
    const auction = this.auctions.get(auctionId);
    if (auction?.phase !== 'open' && auction?.phase !== 'scheduled') return null;
    auction.phase = phase;
    return this.view(auctionId) as AdminAuction;
  }

  private bidding(id: number, auction: FakeAuction): BiddingAuction {
    const { productId, phase, bidCount, secondsLeft, ...bidState } = auction;
    return {
      productId,
      productName: 'Walnut Console',
      phase,
      bidCount,
      secondsLeft,
      bidState,
      state: this.view(id, auction),
    };
  }

  private view(id: number, auction = this.auctions.get(id)!): AuctionState {
    const next = auction.currentBid === null ? auction.startingBid : auction.currentBid + auction.increment;
    return {
      id,
      productId: auction.productId,
      phase: auction.phase,
      nextMinimumBid: toDecimalString(next),
      bidCount: auction.bidCount,
      endTime: new Date(auction.endTime).toISOString(),
    } as AuctionState;
  }

  private publicView(id: number): PublicAuction {
    return { ...this.view(id), history: { bids: [], total: 0 } } as unknown as PublicAuction;
  }
}

const serviceWith = (auctions: Array<[number, Partial<FakeAuction>]>, buyersWithCard = ['b1', 'b2']) => {
  const store = new FakeAuctionStore(
    new Map(
      auctions.map(([id, a]) => [
        id,
        {
          productId: id,
          phase: 'open',
          startingBid: 100_00,
          currentBid: null,
          increment: 10_00,
          reserve: null,
          leaderBuyerId: null,
          leaderMax: null,
          bidCount: 0,
          secondsLeft: 3600,
          endTime: END,
          ...a,
        },
      ]),
    ),
  );
  const cards = { hasCard: async (buyerId: string) => buyersWithCard.includes(buyerId) };
  const texting = { requireTexts: async () => {} };
  const service = new AuctionsService(
    store,
    new AuctionClosingService(store),
    cards as unknown as BuyerCardsRepository,
    texting as unknown as BuyerTextingRepository,
  );
  return { service, store };
};

const rejectedWith = (type: new (...args: never[]) => Error, message: string) => (error: unknown) =>
  error instanceof type && error.message === message;

const led = (buyerId: string, price: Cents, max: Cents): Partial<FakeAuction> => ({
  currentBid: price,
  leaderBuyerId: buyerId,
  leaderMax: max,
  bidCount: 1,
});

test('a buyer without a card on file cannot bid: a 403, and the bid never reaches the auction', async () => {
  const { service, store } = serviceWith([[1, {}]], []);
  await assert.rejects(
    service.bid(1, 'b1', '150.00'),
    rejectedWith(ForbiddenException, 'Put a card on file before you bid: a won piece is charged to it'),
  );
  assert.deepEqual(store.written, []);
});

test('a first bid opens at the starting bid under the lock, recorded in cents, answered with the maximum to the cent', async () => {
  const { service, store } = serviceWith([[1, {}]]);
  const answer = await service.bid(1, 'b1', '150.5');
  assert.deepEqual(store.written, ['lock 1', 'take bid at 100.00', 'announce 1']);
  assert.deepEqual(store.bids, [
    {
      productId: 1,
      auctionId: 1,
      buyerId: 'b1',
      price: 100_00,
      maxAmount: 150_50,
      sequence: 1,
      kind: 'bid',
      leaderBuyerId: 'b1',
    },
  ]);
  assert.equal(answer.outcome, 'leading');
  assert.equal(answer.maxAmount, '150.50');
  assert.equal(answer.auction.bidCount, 1);
  assert.deepEqual(store.outbid, [], 'nobody led before');
});

test('a higher maximum takes the lead one increment above the old maximum, and the old leader is told', async () => {
  const { service, store } = serviceWith([[1, led('b1', 100_00, 200_00)]]);
  const answer = await service.bid(1, 'b2', '300.00');
  assert.equal(answer.outcome, 'leading');
  assert.equal(store.auctions.get(1)!.currentBid, 210_00);
  assert.equal(store.auctions.get(1)!.leaderBuyerId, 'b2');
  assert.deepEqual(store.outbid, [`b1 at 210.00 until ${new Date(END).toISOString()}`]);
});

test('a lower maximum is outbid at once: the price rises, the leader stays and is not told', async () => {
  const { service, store } = serviceWith([[1, led('b1', 100_00, 200_00)]]);
  const answer = await service.bid(1, 'b2', '150.00');
  assert.equal(answer.outcome, 'outbid');
  assert.equal(store.auctions.get(1)!.currentBid, 160_00);
  assert.equal(store.auctions.get(1)!.leaderBuyerId, 'b1');
  assert.deepEqual(store.outbid, []);
});

test('the leader raising their own maximum moves no price', async () => {
  const { service, store } = serviceWith([[1, led('b1', 100_00, 200_00)]]);
  assert.equal((await service.bid(1, 'b1', '500.00')).outcome, 'max_raised');
  assert.deepEqual(store.written, ['lock 1', 'take max_raised at 100.00', 'announce 1']);
  assert.equal(store.auctions.get(1)!.leaderMax, 500_00);
});

test('a bid under the next minimum names it; a leader not raising their maximum is told so; nothing is taken', async () => {
  const { service, store } = serviceWith([[1, led('b1', 100_00, 200_00)]]);
  await assert.rejects(
    service.bid(1, 'b2', '109.99'),
    rejectedWith(UnprocessableEntityException, 'maxAmount must be at least 110.00'),
  );
  assert.deepEqual(store.written, [], 'too low on the read without the lock: refused before queueing on it');
  await assert.rejects(
    service.bid(1, 'b1', '200.00'),
    rejectedWith(UnprocessableEntityException, 'maxAmount must be more than the maximum you already bid'),
  );
  assert.deepEqual(store.written, ['lock 1'], 'decided under the lock, nothing taken');
});

test('a bid that looked high enough on a stale read is still refused under the lock, with the price then', async () => {
  const { service, store } = serviceWith([[1, led('b1', 150_00, 300_00)]]);
  store.staleReads.set(1, { currentBid: 100_00, bidCount: 0 });
  await assert.rejects(
    service.bid(1, 'b2', '120.00'),
    rejectedWith(UnprocessableEntityException, 'maxAmount must be at least 160.00'),
  );
  assert.deepEqual(store.written, ['lock 1']);
});

test('a bid on an unknown auction is a 404, on a scheduled one "not started", on an ended or cancelled one "closed"', async () => {
  const { service, store } = serviceWith([
    [2, { phase: 'scheduled' }],
    [3, { phase: 'ended' }],
    [4, { phase: 'cancelled' }],
  ]);
  await assert.rejects(service.bid(9, 'b1', '500.00'), rejectedWith(NotFoundException, 'No auction 9'));
  await assert.rejects(
    service.bid(2, 'b1', '500.00'),
    rejectedWith(ConflictException, 'This auction has not started yet'),
  );
  for (const id of [3, 4])
    await assert.rejects(
      service.bid(id, 'b1', '500.00'),
      rejectedWith(ConflictException, 'This auction is closed'),
    );
  assert.deepEqual(store.written, ['lock 2'], 'a closed auction is refused before its lock');
});

test('an auction that ends between the lock and the bid refuses it as closed, and records nothing', async () => {
  const { service, store } = serviceWith([[1, {}]]);
  store.endsBeforeTake = true;
  await assert.rejects(
    service.bid(1, 'b1', '500.00'),
    rejectedWith(ConflictException, 'This auction is closed'),
  );
  assert.deepEqual(store.bids, []);
  assert.deepEqual(store.written, ['lock 1']);
});

test(`soft close: a bid in the last ${SOFT_CLOSE_SECONDS} s moves the end ${SOFT_CLOSE_SECONDS} s later, an earlier one does not`, async () => {
  const { service, store } = serviceWith([
    [1, { secondsLeft: SOFT_CLOSE_SECONDS + 1 }],
    [2, { secondsLeft: SOFT_CLOSE_SECONDS }],
    [3, { secondsLeft: 1 }],
  ]);
  for (const id of [1, 2, 3]) await service.bid(id, 'b1', '500.00');
  assert.deepEqual(
    [1, 2, 3].map((id) => (store.auctions.get(id)!.endTime - END) / 1000),
    [0, SOFT_CLOSE_SECONDS, SOFT_CLOSE_SECONDS],
  );
});

test('opening is refused with what stands in the way, naming the product; otherwise the auction is answered', async () => {
  const { service, store } = serviceWith([]);
  const input = {
    productId: 7,
    startingBid: '100.00',
    minimumBidIncrement: '10.00',
    endTime: '2099-01-01T00:00:00Z',
  };
  const refusals = [
    [() => (store.product = null), NotFoundException, 'No product 7'],
    [
      () => (store.product = { decommissioned: true, isBiddingEnabled: true }),
      NotFoundException,
      'No product 7',
    ],
    [
      () => (store.product = { decommissioned: false, isBiddingEnabled: false }),
      ConflictException,
      'Product 7 does not have bidding enabled',
    ],
    [
      () => (store.piece = { underAuction: false, reservedQuantity: 0, quantity: 0 }),
      ConflictException,
      'Product 7 has no piece left to sell',
    ],
    [
      () => (store.piece = { underAuction: false, reservedQuantity: 1, quantity: 1 }),
      ConflictException,
      'Product 7 is held by a checkout: try again when it is released',
    ],
    [
      () => (store.piece = { underAuction: true, reservedQuantity: 0, quantity: 1 }),
      ConflictException,
      'Product 7 already has an auction that is not over',
    ],
  ] as const;
  for (const [arrange, type, message] of refusals) {
    store.product = { decommissioned: false, isBiddingEnabled: true };
    arrange();
    await assert.rejects(service.open(input), rejectedWith(type, message));
  }
  store.piece = { underAuction: false, reservedQuantity: 0, quantity: 1 };
  assert.deepEqual(await service.open(input), { id: 1 });
  assert.equal(store.piece.underAuction, true);
});

test('the admin ends or cancels an active auction once; again is a 409 "already over", an unknown one a 404', async () => {
  const { service, store } = serviceWith([
    [1, {}],
    [2, { phase: 'scheduled' }],
  ]);
  assert.equal((await service.endEarly(1)).phase, 'ended');
  assert.equal((await service.cancel(2)).phase, 'cancelled');
  const alreadyOver = (id: number) => rejectedWith(ConflictException, `Auction ${id} is already over`);
  await assert.rejects(service.endEarly(1), alreadyOver(1));
  await assert.rejects(service.cancel(1), alreadyOver(1));
  await assert.rejects(service.endEarly(2), alreadyOver(2));
  await assert.rejects(service.endEarly(9), rejectedWith(NotFoundException, 'No auction 9'));
  await assert.rejects(service.cancel(9), rejectedWith(NotFoundException, 'No auction 9'));
  // Ending early closes now, not only once the end time has passed.
  assert.deepEqual(
    store.written.filter((w) => w.startsWith('end')),
    ['end 1 early', 'end 1 early', 'end 2 early', 'end 9 early'],
  );
});

test("a product without an auction and an unknown auction's detail are 404s", async () => {
  const { service } = serviceWith([]);
  await assert.rejects(service.forProduct(5), rejectedWith(NotFoundException, 'No auction for product 5'));
  await assert.rejects(service.detail(5), rejectedWith(NotFoundException, 'No auction 5'));
});
