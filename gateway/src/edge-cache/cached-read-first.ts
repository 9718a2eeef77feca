import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@atelier/contracts';
import { acceptOrCreateRequestId, CACHE_CONTROL, httpRequests } from '@atelier/platform';
import type { Logger } from 'pino';
import type { CompressedCopies, ContentCoding } from './compressed-copies.js';
import type { EdgeCache } from './edge-cache.js';
import { ifNoneMatchMatches } from './http-caching.js';
import type { CachedResponse } from './response-cache.js';

export interface CachedReadFirstOptions {
  edge: EdgeCache;
  compressedCopies: CompressedCopies;
  /** The headers every answer of the gateway carries (security-headers.ts). */
  answerHeaders: Record<string, string>;
  logger: Logger;
  /** The `service` label of the request metrics, or undefined when metrics are off. */
  metricsService: string | undefined;
}

/** An entry's header lists, built on its first hit (flat [name, value, ...], as writeHead takes them). */
interface WireHeaders {
  notModified: string[];
  identity: string[];
  encoded: Partial<Record<ContentCoding, string[]>>;
}

/**
 * Answers the edge cache's hits from node:http's request listener, before Fastify builds its
 * request and reply and runs its hooks: a warm public read is the gateway's commonest request,
 * and Fastify's per-request work (routing, hooks for request ids, compression negotiation,
 * logging and metrics, reply serialisation) cost about 3x a bare node:http answer of the same
 * bytes (bench/README.md, public-read). Only requests that find an entry are answered here: every
 * entry is a public read's 200 (EdgeCache.lookup never stores anything else), so no access check,
 * cookie, CSRF token or rate limit applies, and its key is the exact path and query that passed
 * the canonical-path check when it was stored. Everything else (misses, writes, admin and
 * session reads) goes on to Fastify untouched. The answer is the one Fastify's path gives
 * (service-proxy.ts sendPublicRead): the security headers, the request id (the client's when
 * well-formed), ETag, public Cache-Control, 304 (with only the validators) on a matching If-None-Match, the body in the
 * client's preferred coding from the entry's compressed copy, and for HEAD the headers only (Node
 * drops the body of a HEAD answer). The request is logged and counted as Fastify's hooks would.
 *
 * Not @fastify/etag or @fastify/caching: @fastify/etag hashes every payload again in an onSend hook
 * (the entry's ETag is computed once, when stored) and both run inside Fastify's hook chain, which
 * is the cost this avoids; @fastify/caching's Cache-Control and its own ETag store would duplicate
 * what the entry already carries.
 */
export function answerCachedReadFirst(options: CachedReadFirstOptions) {
  const { edge, compressedCopies, logger, metricsService } = options;
  const securityPairs = Object.entries(options.answerHeaders).flat();
  const wireHeaders = new WeakMap<CachedResponse, WireHeaders>();

  const headersOf = (entry: CachedResponse): WireHeaders => {
    let wire = wireHeaders.get(entry);
    if (wire) return wire;
    // A 304 carries only what updates the stored answer, without the security headers, as every 304
    // of the gateway (createFastifyAdapter's onSend hook).
    const validators = [
      'etag',
      entry.etag,
      'cache-control',
      CACHE_CONTROL.publicRead,
      'vary',
      'accept-encoding',
    ];
    wire = {
      notModified: validators,
      identity: [
        ...securityPairs,
        ...validators,
        'content-type',
        entry.contentType,
        'content-length',
        String(entry.body.length),
      ],
      encoded: {},
    };
    wireHeaders.set(entry, wire);
    return wire;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || req.url === undefined) return false;
    const entry = edge.storedAnswer(method, req.url);
    if (!entry) return false;
    const startedAt = performance.now();
    const requestId = acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]);
    const wire = headersOf(entry);
    let status: 200 | 304 = 200;
    let headers: string[];
    let body: Buffer | undefined;
    if (ifNoneMatchMatches(req.headers['if-none-match'], entry.etag)) {
      status = 304;
      headers = wire.notModified.slice();
    } else {
      const encoded = compressedCopies.encode(entry.body, entry.contentType, req.headers['accept-encoding']);
      if (encoded) {
        headers = (wire.encoded[encoded.coding] ??= [
          ...wire.identity.slice(0, -2),
          'content-encoding',
          encoded.coding,
          'content-length',
          String(encoded.bytes.length),
        ]).slice();
        body = encoded.bytes;
      } else {
        headers = wire.identity.slice();
        body = entry.body;
      }
    }
    headers.push(REQUEST_ID_HEADER, requestId);
    res.writeHead(status, headers);
    res.end(body);
    const ms = performance.now() - startedAt;
    if (metricsService) httpRequests.record(metricsService, method, entry.route, String(status), ms / 1000);
    if (logger.isLevelEnabled('info'))
      logger.info({ requestId, method, url: req.url, status, ms: Math.round(ms * 10) / 10 }, 'request');
    return true;
  };
}
