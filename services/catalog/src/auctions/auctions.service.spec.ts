import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ConflictException,
  ForbiddenException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { AdminAuction, AuctionPhase, OpenAuctionInput, PublicAuction } from '@atelier/contracts';
import type { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import type { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import type { AuctionsRepository, OpenAuctionResult, PlaceBidResult } from './auctions.repository.js';
import { AuctionsService } from './auctions.service.js';
import { type Cents, toDecimalString } from './money.js';

type FakeAuction = {
  productId: number;
  phase: AuctionPhase;
  nextMinimum: Cents;
  bidCount: number;
  leader: { buyerId: string; max: Cents } | null;
};

/**
 * Auctions in memory, answering as the repository does: bids by phase, then a minimal proxy rule;
 * close and cancel only while active (scheduled or open). Opening answers the refusal set per test.
 */
class FakeAuctionsRepository {
  readonly bids: Array<{ auctionId: number; buyerId: string; maxAmount: Cents }> = [];
  readonly closes: Array<{ auctionId: number; early: boolean }> = [];
  openRefusal: Exclude<OpenAuctionResult['outcome'], 'opened'> | null = null;

  constructor(readonly auctions: Map<number, FakeAuction>) {}

  async open(input: OpenAuctionInput): Promise<OpenAuctionResult> {
    if (this.openRefusal) return { outcome: this.openRefusal };
    const id = this.auctions.size + 1;
    this.auctions.set(id, {
      productId: input.productId,
      phase: 'open',
      nextMinimum: 10_000,
      bidCount: 0,
      leader: null,
    });
    return { outcome: 'opened', auction: this.view(id) };
  }

  async placeBid(auctionId: number, buyerId: string, maxAmount: Cents): Promise<PlaceBidResult> {
    this.bids.push({ auctionId, buyerId, maxAmount });
    const auction = this.auctions.get(auctionId);
    if (!auction) return { outcome: 'missing' };
    if (auction.phase === 'scheduled') return { outcome: 'not_started' };
    if (auction.phase !== 'open') return { outcome: 'closed' };
    const leading = auction.leader?.buyerId === buyerId;
    if (leading && maxAmount <= auction.leader!.max)
      return { outcome: 'refused', reason: 'already_leading', auction: this.view(auctionId) };
    if (!leading && maxAmount < auction.nextMinimum)
      return { outcome: 'refused', reason: 'too_low', auction: this.view(auctionId) };
    auction.leader = { buyerId, max: maxAmount };
    auction.bidCount += 1;
    const decision = {
      accepted: true as const,
      kind: 'bid' as const,
      outcome: 'leading' as const,
      price: auction.nextMinimum,
      leaderBuyerId: buyerId,
      leaderMax: maxAmount,
      outbidBuyerId: null,
    };
    return { outcome: 'accepted', decision, auction: this.publicView(auctionId) };
  }

  async close(auctionId: number, early: boolean) {
    this.closes.push({ auctionId, early });
    return this.finish(auctionId, 'ended');
  }

  async cancel(auctionId: number) {
    return this.finish(auctionId, 'cancelled');
  }

  async findPublic(auctionId: number) {
    return this.auctions.has(auctionId) ? this.publicView(auctionId) : null;
  }

  async findForProduct() {
    return null;
  }

  async findForAdmin() {
    return null;
  }

  private finish(auctionId: number, phase: 'ended' | 'cancelled') {
    const auction = this.auctions.get(auctionId);
    if (auction?.phase !== 'open' && auction?.phase !== 'scheduled') return null;
    auction.phase = phase;
    return this.view(auctionId);
  }

  private view(id: number): AdminAuction {
    const { productId, phase, nextMinimum, bidCount } = this.auctions.get(id)!;
    return { id, productId, phase, nextMinimumBid: toDecimalString(nextMinimum), bidCount } as AdminAuction;
  }

  /** What anyone sees: the state with its (here empty) bid history. */
  private publicView(id: number): PublicAuction {
    return { ...this.view(id), history: { bids: [], total: 0 } } as unknown as PublicAuction;
  }
}

const serviceWith = (auctions: Array<[number, Partial<FakeAuction>]>, buyersWithCard = ['b1', 'b2']) => {
  const repository = new FakeAuctionsRepository(
    new Map(
      auctions.map(([id, a]) => [
        id,
        { productId: id, phase: 'open', nextMinimum: 10_000, bidCount: 0, leader: null, ...a },
      ]),
    ),
  );
  const cards = { hasCard: async (buyerId: string) => buyersWithCard.includes(buyerId) };
  const texting = { requireTexts: async () => {} };
  const service = new AuctionsService(
    repository as unknown as AuctionsRepository,
    cards as unknown as BuyerCardsRepository,
    texting as unknown as BuyerTextingRepository,
  );
  return { service, repository };
};

const rejectedWith = (type: new (...args: never[]) => Error, message: string) => (error: unknown) =>
  error instanceof type && error.message === message;

test('a buyer without a card on file cannot bid: a 403, and the bid never reaches the auction', async () => {
  const { service, repository } = serviceWith([[1, {}]], []);
  await assert.rejects(
    service.bid(1, 'b1', '150.00'),
    rejectedWith(ForbiddenException, 'Put a card on file before you bid: a won piece is charged to it'),
  );
  assert.deepEqual(repository.bids, []);
});

test('an accepted bid is placed in cents and answered with the maximum to the cent', async () => {
  const { service, repository } = serviceWith([[1, {}]]);
  const answer = await service.bid(1, 'b1', '150.5');
  assert.deepEqual(repository.bids, [{ auctionId: 1, buyerId: 'b1', maxAmount: 15_050 }]);
  assert.equal(answer.outcome, 'leading');
  assert.equal(answer.maxAmount, '150.50');
  assert.equal(answer.auction.bidCount, 1);
});

test('a bid under the next minimum names it; a leader not raising their maximum is told so', async () => {
  const { service } = serviceWith([[1, { nextMinimum: 11_000, leader: { buyerId: 'b1', max: 20_000 } }]]);
  await assert.rejects(
    service.bid(1, 'b2', '109.99'),
    rejectedWith(UnprocessableEntityException, 'maxAmount must be at least 110.00'),
  );
  await assert.rejects(
    service.bid(1, 'b1', '200.00'),
    rejectedWith(UnprocessableEntityException, 'maxAmount must be more than the maximum you already bid'),
  );
});

test('a bid on an unknown auction is a 404, on a scheduled one "not started", on an ended or cancelled one "closed"', async () => {
  const { service } = serviceWith([
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
});

test('opening is refused with what stands in the way, naming the product; otherwise the auction is answered', async () => {
  const { service, repository } = serviceWith([]);
  const input = {
    productId: 7,
    startingBid: '100.00',
    minimumBidIncrement: '10.00',
    endTime: '2099-01-01T00:00:00Z',
  };
  const refusals = [
    ['missing-product', NotFoundException, 'No product 7'],
    ['bidding-disabled', ConflictException, 'Product 7 does not have bidding enabled'],
    ['sold-out', ConflictException, 'Product 7 has no piece left to sell'],
    ['held', ConflictException, 'Product 7 is held by a checkout: try again when it is released'],
    ['already-open', ConflictException, 'Product 7 already has an auction that is not over'],
  ] as const;
  for (const [refusal, type, message] of refusals) {
    repository.openRefusal = refusal;
    await assert.rejects(service.open(input), rejectedWith(type, message));
  }
  repository.openRefusal = null;
  assert.deepEqual(await service.open(input), {
    id: 1,
    productId: 7,
    phase: 'open',
    nextMinimumBid: '100.00',
    bidCount: 0,
  });
});

test('the admin ends or cancels an active auction once; again is a 409 "already over", an unknown one a 404', async () => {
  const { service, repository } = serviceWith([
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
    repository.closes.map((c) => c.early),
    [true, true, true, true],
  );
});

test("a product without an auction and an unknown auction's detail are 404s", async () => {
  const { service } = serviceWith([]);
  await assert.rejects(service.forProduct(5), rejectedWith(NotFoundException, 'No auction for product 5'));
  await assert.rejects(service.detail(5), rejectedWith(NotFoundException, 'No auction 5'));
});
