import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AwardRow, NewAward } from '../awards/awards.repository.js';
import type { CatalogTransaction } from '../database/catalog-database.js';
import type { AuctionClaimsRepository } from './auction-claims.repository.js';
import { AuctionClaimsService } from './auction-claims.service.js';
import type { BidderMaximum } from './second-chance.js';

/** One auction's awards and bids in memory, moved as the repository moves them (only while offered). */
class FakeAuctionClaims {
  readonly awards: Array<AwardRow & { price: string }> = [];
  readonly written: string[] = [];
  onSale = false;

  constructor(
    readonly bidders: BidderMaximum[],
    readonly reserve: string | null,
  ) {}

  award(buyerId: string, price: string) {
    const awardId = `award-${this.awards.length + 1}`;
    this.awards.push({
      awardId,
      source: 'auction',
      sourceId: 41,
      productId: 7,
      buyerId,
      rank: this.awards.length + 1,
      state: 'offered',
      price,
    });
    return awardId;
  }

  async settle(_tx: CatalogTransaction, awardId: string, outcome: { state: 'paid' | 'lapsed' }) {
    const award = this.awards.find((a) => a.awardId === awardId);
    if (award?.state !== 'offered') return null;
    award.state = outcome.state;
    return { ...award };
  }
  async lockAuction() {
    this.written.push('lock');
    return { productId: 7, productName: 'Walnut Console', reserve: this.reserve };
  }
  async bidderMaximums() {
    return this.bidders;
  }
  awardedBuyers = async () => this.awards.map((a) => a.buyerId);
  async offer(_tx: CatalogTransaction, award: NewAward) {
    this.award(award.buyerId, award.price);
    this.written.push(`offer ${award.buyerId} at ${award.price} #${award.rank}`);
  }
  async releaseThePiece() {
    this.onSale = true;
    this.written.push('release the piece');
  }
  announce = async () => {
    this.written.push('announce');
  };
}

const tx = {} as CatalogTransaction;
const serviceOver = (store: FakeAuctionClaims) =>
  new AuctionClaimsService(store as unknown as AuctionClaimsRepository);

const bidders: BidderMaximum[] = [
  { buyerId: 'winner', maximum: '2500.00', firstSequence: 1 },
  { buyerId: 'second', maximum: '2200.00', firstSequence: 2 },
];

test("a lapsed winner's piece is offered to the next in line at their own maximum, ranked next", async () => {
  const store = new FakeAuctionClaims(bidders, null);
  const first = store.award('winner', '2300.00');
  const result = await serviceOver(store).passOn(tx, first, 'not paid in time');
  assert.deepEqual(result, { outcome: 'offered', buyerId: 'second', rank: 2 });
  assert.deepEqual(store.written, ['lock', 'offer second at 2200.00 #2', 'announce']);
  assert.equal(store.onSale, false);
});

test('with nobody left at or above the reserve the piece goes back on sale', async () => {
  const store = new FakeAuctionClaims(bidders, '2400.00');
  const result = await serviceOver(store).passOn(tx, store.award('winner', '2400.00'), 'declined');
  assert.deepEqual(result, { outcome: 'unsold' });
  assert.equal(store.onSale, true);
});

test('a redelivered lapse or payment changes nothing', async () => {
  const store = new FakeAuctionClaims(bidders, null);
  const first = store.award('winner', '2300.00');
  const service = serviceOver(store);
  assert.equal(await service.settlePaid(tx, first), true);
  const before = store.written.length;
  assert.deepEqual(await service.passOn(tx, first, 'late'), { outcome: 'duplicate' });
  assert.equal(await service.settlePaid(tx, first), false);
  assert.equal(store.written.length, before);
});

test('a paid claim settles the auction: the piece is no longer kept for it and its pages hear so', async () => {
  const store = new FakeAuctionClaims(bidders, null);
  await serviceOver(store).settlePaid(tx, store.award('winner', '2300.00'));
  assert.deepEqual(store.written, ['release the piece', 'announce']);
});
