import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backOnSale, nextOffers, type PlacedEntry } from './release-offers.js';

const placed: PlacedEntry[] = [
  { buyerId: 'c', position: 3 },
  { buyerId: 'a', position: 1 },
  { buyerId: 'd', position: 4 },
  { buyerId: 'b', position: 2 },
];

test('the first draw offers the first `quantity` entrants in draw order, ranked 1, 2, …', () => {
  assert.deepEqual(nextOffers(2, [], placed), [
    { buyerId: 'a', rank: 1 },
    { buyerId: 'b', rank: 2 },
  ]);
});

test('a lapse frees its piece for the next entrant never offered one, ranked after every offer made', () => {
  const offers = [
    { buyerId: 'a', state: 'lapsed' as const },
    { buyerId: 'b', state: 'paid' as const },
  ];
  assert.deepEqual(nextOffers(2, offers, placed), [{ buyerId: 'c', rank: 3 }]);
});

test('nothing is offered while every piece is offered or paid', () => {
  const offers = [
    { buyerId: 'a', state: 'offered' as const },
    { buyerId: 'b', state: 'paid' as const },
  ];
  assert.deepEqual(nextOffers(2, offers, placed), []);
});

test('an entrant whose offer lapsed is never offered again, and nobody left means no offer', () => {
  const offers = placed.map((entry) => ({ buyerId: entry.buyerId, state: 'lapsed' as const }));
  assert.deepEqual(nextOffers(1, offers, placed), []);
});

test('the pieces go back on sale only when no offer is open and none was just made', () => {
  assert.equal(backOnSale([], 0), true, 'a draw without entries');
  assert.equal(backOnSale([{ buyerId: 'a', state: 'lapsed' }], 0), true);
  assert.equal(
    backOnSale([{ buyerId: 'a', state: 'paid' }], 0),
    true,
    'a paid piece is sold; none is unsold',
  );
  assert.equal(backOnSale([{ buyerId: 'a', state: 'offered' }], 0), false);
  assert.equal(backOnSale([{ buyerId: 'a', state: 'lapsed' }], 1), false, 'the next in line has it now');
});
