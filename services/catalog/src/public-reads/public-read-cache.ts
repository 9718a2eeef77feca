import { publicReadsMadeStale, type PublicReadTarget } from '@atelier/contracts';
import { ResponseCache } from '@atelier/platform';

/** Bytes of answers kept: the whole demo catalogue is a few KiB; thousands of distinct URLs fit. */
export const PUBLIC_READ_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Backstop only: every write of this instance invalidates at once, on commit. Another catalog
 * instance's writes (several in one deployment) are seen within this time.
 */
export const PUBLIC_READ_CACHE_TTL_MS = 5_000;

/**
 * The catalog's public read answers, as bytes with their strong ETag (ResponseCache: an LRU bounded in
 * bytes, keyed by method, path and query). An embedded PGlite query costs ~2.5 ms on a small machine,
 * so this is most of the store's throughput. Serving and storing happen in two Fastify hooks
 * (public-read-cache.hooks.ts); invalidation happens when a catalog transaction commits, by the
 * events it wrote, mapped through the same contracts rules the gateways use, so a write is never
 * followed by a stale answer from this instance.
 */
export class PublicReadCache {
  readonly responses: ResponseCache;

  constructor(maxBytes = PUBLIC_READ_CACHE_MAX_BYTES, ttlMs = PUBLIC_READ_CACHE_TTL_MS) {
    this.responses = new ResponseCache({ maxBytes, ttlMs });
  }

  /** After a transaction committed: drops what its events make stale (an unknown event: everything). */
  afterCommit(events: ReadonlyArray<{ type: string; payload: unknown }>): void {
    const targets: PublicReadTarget[] = [];
    for (const event of events) {
      const stale = publicReadsMadeStale(event);
      // Every public read this cache holds is the catalog's own.
      if (stale === 'all-owned-by-service') return this.responses.clear();
      targets.push(...stale);
    }
    if (targets.length > 0) this.responses.invalidate(targets);
  }
}
