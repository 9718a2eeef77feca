import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';
import { laterAuction } from '../api/get-product-auction';
import type { PublicAuction } from '@atelier/contracts';

describe('formatTimeLeft', () => {
  it('reads days and hours, hours and minutes, then minutes and seconds', () => {
    expect(formatTimeLeft((2 * 86400 + 4 * 3600 + 59) * 1000)).toBe('2d 4h');
    expect(formatTimeLeft((3 * 3600 + 12 * 60) * 1000)).toBe('3h 12m');
    expect(formatTimeLeft((4 * 60 + 5) * 1000)).toBe('4m 05s');
    expect(formatTimeLeft(0)).toBe('Ended');
  });
});

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
