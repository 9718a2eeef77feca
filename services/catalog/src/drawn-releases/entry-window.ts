import {
  DRAW_ALGORITHM,
  DRAW_ALGORITHM_DRAND,
  type DrawAlgorithm,
  type DrawRandomness,
  drandRoundAfter,
} from '@atelier/contracts';
import type { QuicknetBeacon } from './beacon/verify-beacon.js';

/**
 * A drawn release's entry window, decided here and nowhere else: while it takes entries, and when
 * the draw closes it. The repository reads the release under its row's lock (entries and the draw
 * take turns on it) and writes only under that lock, conditionally.
 */

/** A release as read under its row's lock, with the database's clock (`now`). */
export interface LockedRelease {
  status: string;
  algorithm: string;
  beaconRound: number | null;
  opensAt: Date;
  closesAt: Date;
  earlyCloseReason: string | null;
  now: Date;
}

/** How the release's record reads once drawn: when its entries closed, and why early if they did. */
export interface DrawTaking {
  closesAt: Date;
  earlyCloseReason: string | null;
}

/** How a release opened now reads: its window, its algorithm and, keyed by drand, its round. */
export interface ReleaseOpening {
  opensAt: Date;
  /** The advertised close. */
  closesAt: Date;
  algorithm: DrawAlgorithm;
  beaconRound: number | null;
}

/**
 * A release opened at `now` (the database's clock) takes entries for `windowHours` (to the
 * millisecond). With drand's beacon (the owner's choice, 'hmac-sha256-drand-v2') the draw will use
 * the first quicknet round published after the advertised close, fixed now: nobody, the house
 * included, can know its randomness before the entries have closed.
 */
export function releaseOpening(now: Date, windowHours: number, randomness: DrawRandomness): ReleaseOpening {
  const closesAt = new Date(now.getTime() + Math.round(windowHours * 3_600_000));
  const withBeacon = randomness === 'drand-quicknet';
  return {
    opensAt: now,
    closesAt,
    algorithm: withBeacon ? DRAW_ALGORITHM_DRAND : DRAW_ALGORITHM,
    beaconRound: withBeacon ? drandRoundAfter(closesAt) : null,
  };
}

/** A release takes entries while it is open and its window has not closed (on the database's clock). */
export const entriesOpen = (release: Pick<LockedRelease, 'status' | 'closesAt' | 'now'>): boolean =>
  release.status === 'open' && release.now < release.closesAt;

/**
 * When a release's entries close if they close now: now, or when they were due to if that is
 * earlier; never before they opened (1 ms after, so the window is never empty).
 */
export const closingNow = (release: Pick<LockedRelease, 'opensAt' | 'closesAt' | 'now'>): Date =>
  new Date(
    Math.max(release.opensAt.getTime() + 1, Math.min(release.closesAt.getTime(), release.now.getTime())),
  );

/**
 * Whether a release is drawn now (the repository marks it drawn only while it is still open, so
 * however many closers race, one draws). It is drawn once, while open; when its window has passed
 * (the closer, `early` null) or now (the admin closes entries early, with a reason). A 'hmac-sha256-drand-v2' release only with its fixed round's
 * beacon (verified by the caller), a 'hmac-sha256-v1' one with none. Its entries close at the draw
 * when the draw cut the window short (never before they opened), and only then is the reason kept;
 * a reason given earlier (entries closed early, the draw waiting for its round) stays. Null: not now.
 */
export function drawTaking(
  release: LockedRelease,
  early: { reason: string } | null,
  beacon: QuicknetBeacon | null,
): DrawTaking | null {
  if (release.status !== 'open') return null;
  const cutShort = release.closesAt > release.now;
  if (early === null && cutShort) return null;
  const keyed =
    release.algorithm === DRAW_ALGORITHM
      ? beacon === null
      : release.algorithm === DRAW_ALGORITHM_DRAND && beacon !== null && beacon.round === release.beaconRound;
  if (!keyed) return null;
  return {
    closesAt: closingNow(release),
    earlyCloseReason: release.earlyCloseReason ?? (cutShort ? (early?.reason ?? null) : null),
  };
}
