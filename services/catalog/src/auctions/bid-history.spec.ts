import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bidderNumbers, toBidHistory, type VisibleBidRow } from './bid-history.js';

const step = (sequence: number, buyer: string, leader: string, amount: string): VisibleBidRow => ({
  sequence,
  buyer_id: buyer,
  leader_buyer_id: leader,
  amount,
  created_at: new Date(Date.UTC(2026, 10, 28, 10, sequence)),
});

test('bidders are numbered in the order they first held the price, whatever order the rows come in', () => {
  const numbers = bidderNumbers([
    { leader_buyer_id: 'c', first_sequence: 9 },
    { leader_buyer_id: 'a', first_sequence: 1 },
    { leader_buyer_id: 'b', first_sequence: 4 },
  ]);
  assert.deepEqual(
    [...numbers],
    [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ],
  );
});

test("a bid answered by a higher maximum is that maximum's holder's automatic step; no buyer id or maximum appears", () => {
  const history = toBidHistory(
    [step(4, 'b', 'b', '4100.00'), step(2, 'b', 'a', '2100.00'), step(1, 'a', 'a', '1000.00')],
    [
      { leader_buyer_id: 'a', first_sequence: 1 },
      { leader_buyer_id: 'b', first_sequence: 4 },
    ],
    3,
  );
  assert.deepEqual(history, {
    bids: [
      { bidder: 2, amount: '4100.00', automatic: false, createdAt: '2026-11-28T10:04:00.000Z' },
      { bidder: 1, amount: '2100.00', automatic: true, createdAt: '2026-11-28T10:02:00.000Z' },
      { bidder: 1, amount: '1000.00', automatic: false, createdAt: '2026-11-28T10:01:00.000Z' },
    ],
    total: 3,
  });
});
