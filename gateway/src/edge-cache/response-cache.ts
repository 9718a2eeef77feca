import { LRUCache } from 'lru-cache';
import { targetCovers, type PublicReadTarget } from '@atelier/contracts';

/** One stored answer: always a 200 to a GET, with the bytes exactly as they go on the wire. */
export interface CachedResponse {
  /** Path without the query, for invalidation by path. */
  path: string;
  body: Buffer;
  contentType: string;
  /** Strong ETag of `body`. */
  etag: string;
  /** Epoch ms when it was stored (an Age header, the bench). */
  storedAt: number;
  /** The gateway route's template (`/api/products/:id`): the metrics label of a hit answered early. */
  route: string;
}

export interface ResponseCacheOptions {
  /** Upper bound on the bytes held (bodies, keys and a fixed per-entry overhead). 0 disables the cache. */
  maxBytes: number;
  /** Backstop: an entry older than this is never served, even if no invalidation reached it. */
  ttlMs: number;
  /** Largest single entry in bytes (default: a sixteenth of maxBytes); a bigger answer is not stored. */
  maxEntryBytes?: number;
  /** Clock for the TTL, for tests. */
  now?: () => number;
}

export interface ResponseCacheStats {
  enabled: boolean;
  entries: number;
  sizeBytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  stores: number;
  /** Stores refused because an invalidation happened while the answer was being fetched. */
  staleStoresRefused: number;
  /** Entries dropped to stay under maxBytes. */
  evictions: number;
  invalidations: number;
}

/** Taken before fetching an answer and handed back to store(): see beginRead(). */
export interface ReadTicket {
  readonly generation: number;
}

/**
 * Estimated bytes an entry costs besides its body: the key and path strings (UTF-16), the content
 * type and ETag, the record and the LRU's bookkeeping. An estimate, but a constant one: what bounds
 * memory is that every entry is charged at least this much, so a flood of tiny answers is bounded too.
 */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The gateway's edge cache of public GET answers: an LRU bounded in bytes (lru-cache's maxSize with a
 * size per entry), keyed by method, path and query, with a TTL as a backstop only. Freshness comes
 * from invalidation: the owning service's committed events and the gateway's own successful writes
 * call invalidate() with the targets they make stale.
 *
 * A read that began before an invalidation must not store its answer after it (it may carry the
 * data from before the write): every invalidation bumps a generation, and store() refuses a ticket
 * from an older one. This is coarse on purpose (an invalidation of artists also drops a collections
 * read in flight at that moment): writes are rare, and a dropped store only costs one more miss.
 *
 * Framework-free: the HTTP layer decides what is cacheable (edge-cacheability.ts), looks up,
 * answers 304s (http-caching.ts) and stores.
 */
export class ResponseCache {
  private readonly lru: LRUCache<string, CachedResponse> | undefined;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private generation = 0;
  private readonly counters = {
    hits: 0,
    misses: 0,
    stores: 0,
    staleStoresRefused: 0,
    evictions: 0,
    invalidations: 0,
  };

  constructor(options: ResponseCacheOptions) {
    if (!Number.isInteger(options.maxBytes) || options.maxBytes < 0)
      throw new Error(`ResponseCache maxBytes must be a non-negative integer, got ${options.maxBytes}`);
    // lru-cache reads a ttl of 0 as "never expires": a backstop must be a real duration.
    if (!Number.isInteger(options.ttlMs) || options.ttlMs <= 0)
      throw new Error(`ResponseCache ttlMs must be a positive integer, got ${options.ttlMs}`);
    this.maxBytes = options.maxBytes;
    this.now = options.now ?? Date.now;
    if (options.maxBytes === 0) return;
    const maxEntryBytes = Math.min(
      options.maxEntryBytes ?? Math.floor(options.maxBytes / 16),
      options.maxBytes,
    );
    this.lru = new LRUCache<string, CachedResponse>({
      maxSize: options.maxBytes,
      maxEntrySize: Math.max(1, maxEntryBytes),
      sizeCalculation: (entry, key) => entrySize(key, entry),
      ttl: options.ttlMs,
      // Expired entries are dropped when touched; no timers per entry.
      ttlAutopurge: false,
      allowStale: false,
      updateAgeOnGet: false,
      perf: { now: this.now },
      // Read the clock on every check rather than lru-cache's 1 ms cached value (a timer per cache).
      ttlResolution: 0,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.counters.evictions++;
      },
    });
  }

  /** Largest body that can be stored (its key and a fixed overhead count too: store() decides exactly). */
  get maxEntryBytes(): number {
    return this.lru ? Math.max(0, this.lru.maxEntrySize - ENTRY_OVERHEAD_BYTES) : 0;
  }

  get enabled(): boolean {
    return this.lru !== undefined;
  }

  /** The cache key: HEAD is answered from the GET entry (same headers, no body). */
  static key(method: string, pathAndQuery: string): string {
    const m = method.toUpperCase();
    return `${m === 'HEAD' ? 'GET' : m} ${pathAndQuery}`;
  }

  /** The stored answer for this request, if any and younger than the TTL. */
  get(method: string, pathAndQuery: string): CachedResponse | undefined {
    if (!this.lru) return undefined;
    const entry = this.lru.get(ResponseCache.key(method, pathAndQuery));
    if (entry) this.counters.hits++;
    else this.counters.misses++;
    return entry;
  }

  /**
   * The stored answer, counted as a hit when there is one and not counted at all otherwise: for a
   * lookup made before the route is known (cached-read-first.ts), whose misses go on to get().
   */
  hit(method: string, pathAndQuery: string): CachedResponse | undefined {
    const entry = this.lru?.get(ResponseCache.key(method, pathAndQuery));
    if (entry) this.counters.hits++;
    return entry;
  }

  /** Call before fetching an answer to store; pass the ticket to store(). */
  beginRead(): ReadTicket {
    return { generation: this.generation };
  }

  /**
   * Stores the answer of a GET begun with `ticket`, unless an invalidation happened since (then the
   * answer may predate a write) or it is bigger than the largest entry. Returns whether it was stored.
   * The caller has checked cacheability (mayStoreInEdgeCache).
   */
  store(
    ticket: ReadTicket,
    pathAndQuery: string,
    answer: { body: Buffer; contentType: string; etag: string; route?: string },
  ): boolean {
    if (!this.lru) return false;
    if (ticket.generation !== this.generation) {
      this.counters.staleStoresRefused++;
      return false;
    }
    const key = ResponseCache.key('GET', pathAndQuery);
    const entry: CachedResponse = {
      ...answer,
      body: ownMemory(answer.body),
      path: pathOf(pathAndQuery),
      route: answer.route ?? pathOf(pathAndQuery),
      storedAt: this.now(),
    };
    if (entrySize(key, entry) > this.lru.maxEntrySize) return false;
    this.lru.set(key, entry);
    this.counters.stores++;
    return true;
  }

  /** Drops every answer under any of the targets; reads in flight will not store. Returns how many. */
  invalidate(targets: readonly PublicReadTarget[]): number {
    this.generation++;
    this.counters.invalidations++;
    if (!this.lru || targets.length === 0) return 0;
    const doomed: string[] = [];
    // Keys are collected first: deleting while lru-cache iterates would skip entries.
    for (const [key, entry] of this.lru.entries()) {
      if (targets.some((t) => targetCovers(t, entry.path))) doomed.push(key);
    }
    for (const key of doomed) this.lru.delete(key);
    return doomed.length;
  }

  /** Drops everything (an event of unknown shape from a service that owns everything cached). */
  clear(): void {
    this.generation++;
    this.counters.invalidations++;
    this.lru?.clear();
  }

  stats(): ResponseCacheStats {
    return {
      enabled: this.enabled,
      entries: this.lru?.size ?? 0,
      sizeBytes: this.lru?.calculatedSize ?? 0,
      maxBytes: this.maxBytes,
      ...this.counters,
    };
  }
}

const pathOf = (pathAndQuery: string) => {
  const q = pathAndQuery.indexOf('?');
  return q === -1 ? pathAndQuery : pathAndQuery.slice(0, q);
};

/**
 * The body in a memory block of its own size. A small Buffer is often a view into a larger shared
 * block (Node's 8 KiB allocation pool, a socket read): keeping the view keeps the whole block alive,
 * which the byte accounting would not see.
 */
const ownMemory = (body: Buffer): Buffer => {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return body;
  const copy = Buffer.allocUnsafeSlow(body.byteLength);
  body.copy(copy);
  return copy;
};

const entrySize = (key: string, entry: CachedResponse) =>
  entry.body.length +
  2 * (key.length + entry.path.length + entry.contentType.length + entry.etag.length) +
  ENTRY_OVERHEAD_BYTES;
