import { describe, expect, it } from 'vitest';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { nextChangeIn } from './get-product-draw';

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
