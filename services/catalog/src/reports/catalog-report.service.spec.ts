import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Prisma } from '../generated/prisma/client.js';
import type { AuctionResultRow } from './catalog-report.repository.js';
import { auctionOutcomeOf } from './catalog-report.service.js';

const now = new Date('2026-11-28T12:00:00Z');
const ended: Parameters<typeof auctionOutcomeOf>[0] = {
  status: 'ended',
  starts_at: new Date('2026-11-01T00:00:00Z'),
  server_time: now,
  bid_count: 3,
  has_winner: true,
  sold_for: null,
  latest_award_state: 'offered',
};

test("an auction's outcome follows its status, its bids, the reserve and its buyers' claims", () => {
  const cases: Array<[string, Partial<AuctionResultRow>]> = [
    ['cancelled', { status: 'cancelled' }],
    ['scheduled', { status: 'active', starts_at: new Date('2026-12-01T00:00:00Z') }],
    ['open', { status: 'active' }],
    ['no-bids', { bid_count: 0, has_winner: false, latest_award_state: null }],
    ['reserve-not-met', { has_winner: false, latest_award_state: null }],
    ['awaiting-payment', {}],
    ['sold', { sold_for: new Prisma.Decimal('2100.00'), latest_award_state: 'paid' }],
    ['unsold', { latest_award_state: 'lapsed' }],
  ];
  for (const [outcome, fields] of cases)
    assert.equal(auctionOutcomeOf({ ...ended, ...fields }), outcome, JSON.stringify(fields));
});
