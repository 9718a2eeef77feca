import assert from 'node:assert/strict';
import { test } from 'node:test';
import { releaseFlow } from '@atelier/contracts/release-flow';
import {
  afterAuctionClaimLapsed,
  afterAuctionClaimPaid,
  afterDrawOrItsClaim,
  afterOfferClaim,
  type WhatFollows,
} from './after-claim.js';

const bidders = [
  { buyerId: 'winner', maximum: '2500.00', firstSequence: 1 },
  { buyerId: 'second', maximum: '2200.00', firstSequence: 2 },
  { buyerId: 'third', maximum: '1800.00', firstSequence: 3 },
];

/** Every answer names a catalog step of the declared flow. */
const catalogStep = (next: WhatFollows) => {
  assert.equal(releaseFlow.steps[next.step].service, 'catalog', next.step);
  return next;
};

test("an auction's paid claim ends the sale: nobody else is offered the piece, and the auction lets it go", () => {
  assert.deepEqual(catalogStep(afterAuctionClaimPaid()), {
    step: 'auctionClaimPaid',
    awards: [],
    releasePiece: true,
  });
});

test("an auction's lapsed claim passes the piece to the next bidder at their maximum, ranked next", () => {
  const next = afterAuctionClaimLapsed({
    lapsedRank: 1,
    bidders,
    alreadyOffered: ['winner'],
    reserve: '2000.00',
  });
  assert.deepEqual(catalogStep(next), {
    step: 'secondChance',
    awards: [{ buyerId: 'second', price: '2200.00', rank: 2 }],
    releasePiece: false,
  });
});

test('with nobody left at or above the reserve, the auctioned piece is on sale again', () => {
  const next = afterAuctionClaimLapsed({
    lapsedRank: 2,
    bidders,
    alreadyOffered: ['winner', 'second'],
    reserve: '2000.00',
  });
  assert.deepEqual(catalogStep(next), { step: 'secondChance', awards: [], releasePiece: true });
});

const release = (offers: Array<{ buyerId: string; state: 'offered' | 'paid' | 'lapsed' }>) => ({
  quantity: 2,
  price: '900.00',
  offers,
  placed: ['a', 'b', 'c'].map((buyerId, i) => ({ buyerId, position: i + 1 })),
});

test('a draw awards its first `quantity` places at the list price, and keeps the piece while they are open', () => {
  assert.deepEqual(catalogStep(afterDrawOrItsClaim('drawMade', release([]))), {
    step: 'drawMade',
    awards: [
      { buyerId: 'a', rank: 1, price: '900.00' },
      { buyerId: 'b', rank: 2, price: '900.00' },
    ],
    releasePiece: false,
  });
});

test("a draw's lapsed claim passes the piece to the next alternate; a paid one offers nobody", () => {
  const lapsed = release([
    { buyerId: 'a', state: 'lapsed' },
    { buyerId: 'b', state: 'offered' },
  ]);
  assert.deepEqual(catalogStep(afterDrawOrItsClaim('nextAlternate', lapsed)), {
    step: 'nextAlternate',
    awards: [{ buyerId: 'c', rank: 3, price: '900.00' }],
    releasePiece: false,
  });
  const paid = release([
    { buyerId: 'a', state: 'paid' },
    { buyerId: 'b', state: 'offered' },
  ]);
  assert.deepEqual(catalogStep(afterDrawOrItsClaim('drawClaimPaid', paid)), {
    step: 'drawClaimPaid',
    awards: [],
    releasePiece: false,
  });
});

test("once no draw offer is open and nobody is left, the release's unsold pieces are on sale again", () => {
  const done = release([
    { buyerId: 'a', state: 'paid' },
    { buyerId: 'b', state: 'lapsed' },
    { buyerId: 'c', state: 'lapsed' },
  ]);
  assert.deepEqual(catalogStep(afterDrawOrItsClaim('nextAlternate', done)), {
    step: 'nextAlternate',
    awards: [],
    releasePiece: true,
  });
});

test("an accepted offer's claim lets the piece go either way; a lapse also expires the offer", () => {
  assert.deepEqual(catalogStep(afterOfferClaim({ state: 'paid' })), {
    step: 'offerClaimPaid',
    awards: [],
    releasePiece: true,
    offerExpires: false,
  });
  assert.deepEqual(catalogStep(afterOfferClaim({ state: 'lapsed' })), {
    step: 'offerClaimLapsed',
    awards: [],
    releasePiece: true,
    offerExpires: true,
  });
});
