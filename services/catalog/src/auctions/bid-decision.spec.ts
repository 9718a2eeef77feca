import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AuctionBidState, decideBid } from './bid-decision.js';

const A = 'buyer-a';
const B = 'buyer-b';
const fresh: AuctionBidState = {
  startingBid: 1000_00,
  currentBid: null,
  increment: 100_00,
  reserve: null,
  leaderBuyerId: null,
  leaderMax: null,
};

describe('decideBid (proxy bidding)', () => {
  it('opens at the starting bid whatever the first maximum', () => {
    const d = decideBid(fresh, A, 5000_00);
    assert.deepEqual(d, {
      accepted: true,
      kind: 'bid',
      outcome: 'leading',
      price: 1000_00,
      leaderBuyerId: A,
      leaderMax: 5000_00,
      outbidBuyerId: null,
    });
  });

  it('refuses less than the starting bid, then less than current plus increment', () => {
    assert.deepEqual(decideBid(fresh, A, 999_99), {
      accepted: false,
      reason: 'too_low',
      nextMinimum: 1000_00,
    });
    const led = { ...fresh, currentBid: 1000_00, leaderBuyerId: A, leaderMax: 1000_00 };
    assert.equal(decideBid(led, B, 1099_99).accepted, false);
    assert.equal(decideBid(led, B, 1100_00).accepted, true);
  });

  it('a lower challenger raises the price to one increment above it, capped at the leader maximum', () => {
    const led = { ...fresh, currentBid: 1000_00, leaderBuyerId: A, leaderMax: 3000_00 };
    const d = decideBid(led, B, 2000_00);
    assert.ok(d.accepted);
    assert.equal(d.outcome, 'outbid');
    assert.equal(d.price, 2100_00);
    assert.equal(d.leaderBuyerId, A);
    const tie = decideBid(led, B, 3000_00);
    assert.ok(tie.accepted);
    assert.equal(tie.price, 3000_00);
    assert.equal(tie.leaderBuyerId, A, 'equal maximums go to the earlier bidder');
  });

  it('a higher challenger leads at one increment over the old maximum and outbids the old leader', () => {
    const led = { ...fresh, currentBid: 1000_00, leaderBuyerId: A, leaderMax: 3000_00 };
    const d = decideBid(led, B, 9000_00);
    assert.ok(d.accepted);
    assert.equal(d.price, 3100_00);
    assert.equal(d.leaderBuyerId, B);
    assert.equal(d.outbidBuyerId, A);
    const justAbove = decideBid(led, B, 3050_00);
    assert.ok(justAbove.accepted);
    assert.equal(justAbove.price, 3050_00, 'never past the new leader maximum');
  });

  it('the leader raising their maximum moves nothing; not raising it is refused', () => {
    const led = { ...fresh, currentBid: 1000_00, leaderBuyerId: A, leaderMax: 3000_00 };
    const d = decideBid(led, A, 4000_00);
    assert.ok(d.accepted);
    assert.equal(d.kind, 'max_raised');
    assert.equal(d.price, 1000_00);
    assert.equal(decideBid(led, A, 3000_00).accepted, false);
  });

  it('the price jumps to a hidden reserve as soon as a maximum reaches it', () => {
    const reserved = { ...fresh, reserve: 2500_00 };
    const first = decideBid(reserved, A, 3000_00);
    assert.ok(first.accepted);
    assert.equal(first.price, 2500_00);
    const below = decideBid(reserved, A, 2000_00);
    assert.ok(below.accepted);
    assert.equal(below.price, 1000_00);
    const raised = decideBid(
      { ...reserved, currentBid: 1000_00, leaderBuyerId: A, leaderMax: 2000_00 },
      A,
      2600_00,
    );
    assert.ok(raised.accepted);
    assert.equal(raised.kind, 'bid');
    assert.equal(raised.price, 2500_00);
  });
});
