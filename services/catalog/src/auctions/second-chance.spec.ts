import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type BidderMaximum, nextInLine } from './second-chance.js';

const bidders: BidderMaximum[] = [
  { buyerId: 'winner', maximum: '2500.00', firstSequence: 1 },
  { buyerId: 'late', maximum: '2100.00', firstSequence: 9 },
  { buyerId: 'early', maximum: '2100.00', firstSequence: 2 },
  { buyerId: 'low', maximum: '900.00', firstSequence: 3 },
];

test('the highest maximum not yet offered the piece is next, the earlier bidder first on a tie', () => {
  assert.equal(nextInLine(bidders, ['winner'], null)?.buyerId, 'early');
  assert.equal(nextInLine(bidders, ['winner', 'early'], null)?.buyerId, 'late');
});

test('nobody below the reserve is offered the piece', () => {
  assert.equal(nextInLine(bidders, ['winner', 'early', 'late'], '1000.00'), null);
  assert.equal(
    nextInLine(bidders, ['winner', 'early', 'late'], '900.00')?.buyerId,
    'low',
    'at the reserve is enough',
  );
});

test('maximums are compared in cents, not as text', () => {
  const two = [
    { buyerId: 'a', maximum: '999.99', firstSequence: 1 },
    { buyerId: 'b', maximum: '1000.00', firstSequence: 2 },
  ];
  assert.equal(nextInLine(two, [], null)?.buyerId, 'b');
});

test('with everyone offered it already, nobody is left', () => {
  assert.equal(
    nextInLine(
      bidders,
      bidders.map((b) => b.buyerId),
      null,
    ),
    null,
  );
});
