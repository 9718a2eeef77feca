import type { MyAuctionStanding, PublicAuction } from '@atelier/contracts';

/** An open auction of product 100 as the API answers it (tests override what they need). */
export const testAuction = (over: Partial<PublicAuction> = {}): PublicAuction => ({
  id: 5,
  productId: 100,
  phase: 'open',
  startingBid: '10000.00',
  currentBid: '12100.00',
  minimumBidIncrement: '100.00',
  nextMinimumBid: '12200.00',
  bidCount: 2,
  result: null,
  hasReserve: false,
  reserveMet: true,
  startsAt: '2026-06-01T09:00:00.000Z',
  endTime: '2026-06-01T13:00:00.000Z',
  serverTime: '2026-06-01T10:00:00.000Z',
  estimate: null,
  history: { bids: [], total: 0 },
  ...over,
});

export const testStanding = (over: Partial<MyAuctionStanding> = {}): MyAuctionStanding => ({
  auctionId: 5,
  standing: 'leading',
  maxAmount: '12000.00',
  bidCount: 2,
  bidder: null,
  award: null,
  ...over,
});
