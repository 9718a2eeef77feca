import { describe, expect, it } from 'vitest';
import type { PublicAuction } from '@atelier/contracts';
import { laterAuction } from './get-product-auction';

describe('laterAuction', () => {
  const state = (bidCount: number, serverTime: string, id = 1) =>
    ({ id, bidCount, serverTime }) as PublicAuction;
  it('keeps the state with more bids, or the newer one, so a late update never goes back in time', () => {
    const now = state(3, '2026-06-01T10:00:02.000Z');
    expect(laterAuction(now, state(2, '2026-06-01T10:00:01.000Z'))).toBe(now);
    const next = state(4, '2026-06-01T10:00:03.000Z');
    expect(laterAuction(now, next)).toBe(next);
    const another = state(0, '2026-06-01T09:00:00.000Z', 2);
    expect(laterAuction(now, another)).toBe(another);
    expect(laterAuction(null, now)).toBe(now);
  });
});
