import type { PublicReadTarget } from '@atelier/contracts';
import {
  isShareableAnswer,
  mayStoreInEdgeCache,
  mayUseEdgeCache,
  publicReadPrefixesByService,
  type CacheableRouteInfo,
  type RouteAccess,
} from './edge-cacheability.js';
import { staleTargetsForEvent, staleTargetsForWrite, type OwnedPublicReads } from './edge-invalidation.js';
import { publicReadAnswer, strongEtag, type PublicReadAnswer } from './http-caching.js';
import {
  type CachedResponse,
  ResponseCache,
  type ReadTicket,
  type ResponseCacheStats,
} from './response-cache.js';

/** A request the gateway matched to a route. */
export interface EdgeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  /** Path and query exactly as received: the cache key. */
  pathAndQuery: string;
  access: RouteAccess;
  ifNoneMatch: string | undefined;
  /** The route's template (`/api/products/:id`), kept with the entry as its metrics label; default: the path. */
  route?: string;
}

/** The service's answer to a proxied request. */
export interface UpstreamAnswer {
  status: number;
  /** Names lower-case, as Node gives them. */
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export type EdgeLookup =
  /** Not a public read (admin, session-specific, a write): proxy as usual. */
  | { kind: 'bypass' }
  /** Answer this (200 or 304) without calling the service. */
  | { kind: 'hit'; answer: PublicReadAnswer }
  /**
   * Proxy the request with method `fetchAs` (GET also for a HEAD, so that the body can be hashed
   * and stored) and without Accept-Encoding (the cache keeps identity bytes; the gateway compresses
   * on the way out), then hand the service's answer to completeMiss().
   */
  | { kind: 'miss'; ticket: ReadTicket; fetchAs: 'GET' };

/**
 * The gateway's HTTP caching of public reads in one framework-free object: the seam the HTTP layer
 * calls from its hooks, so the Fastify wiring is a few lines.
 *
 *   on a matched route:       lookup(request)            -> bypass | hit | miss
 *   after proxying a miss:    completeMiss(request, ticket, upstream) -> answer to send, or
 *                             undefined (send the service's answer unchanged: not a cacheable 200)
 *   before Fastify:           storedAnswer(method, url)  -> the entry to answer a hit from, if any
 *   after proxying a write:   afterWrite(route, status, path)  (this gateway's next read sees the write)
 *   on every bus event:       onEvent(envelope)          (a per-instance subscription to
 *                             eventTypes(); clearAll() whenever it is (re)established)
 *
 * With the cache off (ResponseCache maxBytes 0) public reads still get a strong ETag, the public
 * Cache-Control and 304s; they are just fetched from the service every time.
 */
export class EdgeCache {
  constructor(
    private readonly cache: ResponseCache,
    private readonly owned: OwnedPublicReads,
  ) {}

  lookup(request: EdgeRequest): EdgeLookup {
    if (!mayUseEdgeCache(request)) return { kind: 'bypass' };
    const entry = this.cache.get(request.method, request.pathAndQuery);
    if (entry) return { kind: 'hit', answer: publicReadAnswer(request, entry) };
    return { kind: 'miss', ticket: this.cache.beginRead(), fetchAs: 'GET' };
  }

  completeMiss(
    request: EdgeRequest,
    ticket: ReadTicket,
    upstream: UpstreamAnswer,
  ): PublicReadAnswer | undefined {
    // Errors, cookies, private, encoded or varying answers pass through untouched.
    if (upstream.status !== 200 || !isShareableAnswer(upstream.headers)) return undefined;
    const representation = {
      body: upstream.body,
      contentType: String(upstream.headers['content-type'] ?? 'application/octet-stream'),
      etag: strongEtag(upstream.body),
    };
    const storable = mayStoreInEdgeCache({
      method: 'GET', // fetched as GET whatever the client's method (see lookup)
      status: upstream.status,
      headers: upstream.headers,
      bodyBytes: upstream.body.length,
      maxEntryBytes: this.cache.maxEntryBytes,
    });
    // A 200 too big for an entry is not stored but still gets its ETag and 304s.
    if (storable)
      this.cache.store(ticket, request.pathAndQuery, {
        ...representation,
        route: request.route ?? request.path,
      });
    return publicReadAnswer(request, representation);
  }

  /**
   * The entry for a GET or HEAD of exactly this path and query, if stored: only public reads are
   * ever stored (lookup() bypasses everything else), so a request that finds one is a public read.
   */
  storedAnswer(method: string, pathAndQuery: string): CachedResponse | undefined {
    return this.cache.hit(method, pathAndQuery);
  }

  afterWrite(route: Parameters<typeof staleTargetsForWrite>[0], status: number, requestPath?: string): void {
    this.drop(staleTargetsForWrite(route, status, this.owned, requestPath));
  }

  onEvent(event: { type: string; payload: unknown }): void {
    this.drop(staleTargetsForEvent(event, this.owned));
  }

  /**
   * Drops everything: when the gateway's per-instance subscription is (re)established, since the
   * events sent while it was down are lost, and entries older than that may be stale.
   */
  clearAll(): void {
    this.cache.clear();
  }

  /** The event-type patterns to subscribe to: every event of each service that owns a public read. */
  eventTypes(): string[] {
    return [...this.owned.keys()].sort().map((service) => `${service}.#`);
  }

  /** Counters and size, for tests, the bench and a health or metrics endpoint. */
  stats(): ResponseCacheStats {
    return this.cache.stats();
  }

  private drop(targets: readonly PublicReadTarget[]) {
    if (targets.length > 0) this.cache.invalidate(targets);
  }
}

/** The edge cache's default size (EDGE_CACHE_MAX_BYTES): thousands of catalogue answers. */
export const EDGE_CACHE_DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The TTL backstop: how long an answer can outlive a lost invalidation (a bus outage). Short, since
 * the events are what keeps entries fresh; a refetch a minute per URL costs nothing.
 */
export const EDGE_CACHE_TTL_MS = 60_000;

/** The gateway's edge cache from its config and route table. */
export function createEdgeCache(options: {
  maxBytes: number;
  routes: readonly CacheableRouteInfo[];
  ttlMs?: number;
}): EdgeCache {
  const cache = new ResponseCache({ maxBytes: options.maxBytes, ttlMs: options.ttlMs ?? EDGE_CACHE_TTL_MS });
  return new EdgeCache(cache, publicReadPrefixesByService(options.routes));
}
