import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminAuction, PublicAuction } from '@atelier/contracts';
import type { NewAward } from '../awards/awards.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { AuctionClosingService, type ClosingStore } from './auction-closing.service.js';
import type { Cents } from './money.js';

interface FakeBid {
  id: number;
  buyerId: string;
  /** Who led after this bid (proxy bidding may keep the earlier leader). */
  leaderBuyerId: string;
}

/**
 * One auction in memory, ended as the repository ends it: once, while active, and only once due
 * unless early. It has no rule of its own; `written` lists every write in order.
 */
class FakeClosingStore implements ClosingStore {
  active = true;
  due = true;
  winnerBidId: number | null = null;
  pieceKept = true;
  readonly written: string[] = [];
  readonly ended: unknown[] = [];
  readonly awards: NewAward[] = [];

  constructor(
    readonly currentBid: Cents | null,
    readonly reserve: Cents | null,
    readonly bids: FakeBid[],
  ) {}

  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return work({} as CatalogTransaction);
  }

  async dueIds() {
    return this.active && this.due ? [41] : [];
  }

  async end(_tx: CatalogTransaction, _auctionId: number, early: boolean) {
    if (!this.active || (!early && !this.due)) return null;
    this.active = false;
    this.written.push('end');
    const last = this.bids.at(-1);
    return {
      productId: 7,
      productName: 'Walnut Console',
      currentBid: this.currentBid,
      reserve: this.reserve,
      lastBid: last ? { id: last.id, leaderBuyerId: last.leaderBuyerId } : null,
      bidders: [...new Set(this.bids.map((b) => b.buyerId))],
    };
  }

  async setWinner(_tx: CatalogTransaction, _auctionId: number, bidId: number) {
    this.winnerBidId = bidId;
    this.written.push(`winner bid ${bidId}`);
  }

  async keepPiece(_tx: CatalogTransaction, _productId: number, kept: boolean) {
    this.pieceKept = kept;
    this.written.push(kept ? 'piece kept' : 'piece on sale');
  }

  async recordEnded(_tx: CatalogTransaction, ended: unknown) {
    this.ended.push(ended);
    this.written.push('ended event');
  }

  async offer(_tx: CatalogTransaction, award: NewAward) {
    this.awards.push(award);
    this.written.push(`offer ${award.buyerId}`);
  }

  async announce() {
    this.written.push('announce');
    return {} as PublicAuction;
  }

  async adminView(_tx: CatalogTransaction, auctionId: number) {
    return { id: auctionId, phase: 'ended' } as AdminAuction;
  }
}

const bids: FakeBid[] = [
  { id: 1, buyerId: 'ana', leaderBuyerId: 'ana' },
  { id: 2, buyerId: 'ben', leaderBuyerId: 'ben' },
  { id: 3, buyerId: 'cy', leaderBuyerId: 'ben' },
  { id: 4, buyerId: 'ana', leaderBuyerId: 'ben' },
];

test('the last bid wins once the price reached the reserve: its leader is offered the piece at the price, the others are told', async () => {
  const store = new FakeClosingStore(2400_00, 2400_00, bids);
  const closed = await new AuctionClosingService(store).close(41, false);
  assert.deepEqual(closed, { id: 41, phase: 'ended' });
  assert.deepEqual(store.ended, [
    {
      auctionId: 41,
      productId: 7,
      productName: 'Walnut Console',
      winnerBuyerId: 'ben',
      winningBidId: 4,
      price: '2400.00',
      losingBuyerIds: ['ana', 'cy'],
    },
  ]);
  assert.deepEqual(store.awards, [
    {
      source: 'auction',
      sourceId: 41,
      productId: 7,
      productName: 'Walnut Console',
      buyerId: 'ben',
      price: '2400.00',
      rank: 1,
    },
  ]);
  assert.deepEqual(store.written, [
    'end',
    'winner bid 4',
    'piece kept',
    'ended event',
    'offer ben',
    'announce',
  ]);
});

test('below the reserve nobody wins: the piece is on sale again and every bidder is told', async () => {
  const store = new FakeClosingStore(2399_99, 2400_00, bids);
  await new AuctionClosingService(store).close(41, false);
  assert.equal(store.winnerBidId, null);
  assert.equal(store.pieceKept, false);
  assert.deepEqual(store.awards, []);
  assert.deepEqual(store.ended, [
    {
      auctionId: 41,
      productId: 7,
      productName: 'Walnut Console',
      winnerBuyerId: null,
      winningBidId: null,
      price: null,
      losingBuyerIds: ['ana', 'ben', 'cy'],
    },
  ]);
  assert.deepEqual(store.written, ['end', 'piece on sale', 'ended event', 'announce']);
});

test('without a reserve any bid wins; without a bid nobody does', async () => {
  const withBid = new FakeClosingStore(100_00, null, [bids[0]!]);
  await new AuctionClosingService(withBid).close(41, false);
  assert.equal(withBid.awards[0]?.buyerId, 'ana');
  assert.equal(withBid.pieceKept, true);
  const none = new FakeClosingStore(null, null, []);
  await new AuctionClosingService(none).close(41, false);
  assert.deepEqual(none.awards, []);
  assert.equal(none.pieceKept, false);
});

test('an auction is closed once, and by the closer only once it is due; ending early closes it now', async () => {
  const store = new FakeClosingStore(100_00, null, [bids[0]!]);
  store.due = false;
  const closing = new AuctionClosingService(store);
  assert.deepEqual(await closing.dueIds(50), []);
  assert.equal(await closing.close(41, false), null, 'not due');
  assert.deepEqual(store.written, []);
  assert.ok(await closing.close(41, true));
  assert.equal(await closing.close(41, true), null, 'closed already: nothing changes');
  assert.equal(store.awards.length, 1, 'one award');
});
