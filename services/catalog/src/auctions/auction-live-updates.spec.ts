import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PublicAuction } from '@atelier/contracts';
import { AuctionLiveUpdates } from './auction-live-updates.js';

const snapshot = (bidCount: number, serverTime: string) =>
  ({ id: 7, productId: 3, bidCount, serverTime }) as PublicAuction;

describe('AuctionLiveUpdates', () => {
  it("sends a bid once though it arrives twice (the bid's own instance, then its event)", () => {
    const live = new AuctionLiveUpdates();
    const seen: number[] = [];
    live.listen(3, (a) => seen.push(a.bidCount));
    const bid = snapshot(1, '2026-11-25T20:00:00.100Z');
    live.publish(bid);
    live.publish({ ...bid });
    assert.deepEqual(seen, [1]);
  });

  it('never goes back in time, and passes a later change at the same bid count (ended early)', () => {
    const live = new AuctionLiveUpdates();
    const seen: string[] = [];
    live.listen(3, (a) => seen.push(`${a.bidCount}@${a.serverTime.slice(20, 23)}`));
    live.publish(snapshot(2, '2026-11-25T20:00:00.200Z'));
    live.publish(snapshot(1, '2026-11-25T20:00:00.300Z')); // a late event of an earlier bid
    live.publish(snapshot(2, '2026-11-25T20:00:00.150Z')); // an older read of the same bid count
    live.publish(snapshot(2, '2026-11-25T20:00:00.400Z')); // the admin ended it: nothing bid since
    live.publish(snapshot(3, '2026-11-25T20:00:00.500Z'));
    assert.deepEqual(seen, ['2@200', '2@400', '3@500']);
  });

  it('tells only the pages of the piece that changed, and forgets a page once it closes', () => {
    const live = new AuctionLiveUpdates();
    const seen: number[] = [];
    const stop = live.listen(3, (a) => seen.push(a.bidCount));
    live.listen(4, () => assert.fail('another piece'));
    live.publish(snapshot(1, '2026-11-25T20:00:00.100Z'));
    stop();
    live.publish(snapshot(2, '2026-11-25T20:00:00.200Z'));
    assert.deepEqual(seen, [1]);
    assert.equal(live.streams, 1);
  });
});
