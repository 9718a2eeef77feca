import { describe, expect, it } from 'vitest';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { laterDraw, nextChangeIn } from './get-product-draw';

const release = (phase: PublicDrawnRelease['phase'], closesInMs: number) =>
  ({
    phase,
    serverTime: '2026-06-01T10:00:00.000Z',
    closesAt: new Date(Date.parse('2026-06-01T10:00:00.000Z') + closesInMs).toISOString(),
  }) as PublicDrawnRelease;

describe('nextChangeIn', () => {
  it('reads the release again at its close on the server clock, every 2 s while drawing, never once drawn', () => {
    expect(nextChangeIn(release('open', 60_000))).toBe(60_500);
    expect(nextChangeIn(release('open', 30 * 86_400_000))).toBe(3_600_000);
    expect(nextChangeIn(release('open', -5_000))).toBe(1_000);
    expect(nextChangeIn(release('closing', 0))).toBe(2_000);
    expect(nextChangeIn(release('drawn', 0))).toBe(false);
    expect(nextChangeIn(null)).toBe(false);
  });
});

describe('laterDraw', () => {
  const state = (entryCount: number, serverTime: string, over: Partial<PublicDrawnRelease> = {}) =>
    ({ id: 7, phase: 'open', entryCount, serverTime, ...over }) as PublicDrawnRelease;
  it('keeps the state with more entries, the drawn one, or the newer read, so a late update never goes back', () => {
    const now = state(5, '2026-06-01T10:00:02.000Z');
    expect(laterDraw(now, state(4, '2026-06-01T10:00:03.000Z'))).toBe(now);
    const more = state(6, '2026-06-01T10:00:01.000Z');
    expect(laterDraw(now, more)).toBe(more);
    const closing = state(5, '2026-06-01T10:00:04.000Z', { phase: 'closing' });
    expect(laterDraw(now, closing)).toBe(closing);
    const drawn = state(6, '2026-06-01T10:00:05.000Z', { phase: 'drawn' });
    expect(laterDraw(drawn, state(7, '2026-06-01T10:00:06.000Z'))).toBe(drawn);
    const another = state(0, '2026-06-01T09:00:00.000Z', { id: 8 });
    expect(laterDraw(now, another)).toBe(another);
    expect(laterDraw(null, now)).toBe(now);
  });
});
