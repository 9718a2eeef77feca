import type { PublicReadTarget } from '@atelier/contracts';

/** Who may call a route, as the gateway's route table says. */
export type RouteAccess = 'public' | 'public-write' | 'admin' | 'webhook' | 'buyer';

/** The part of a gateway route the edge cache needs. */
export interface CacheableRouteInfo {
  method: string;
  path: string;
  service: string;
  access: RouteAccess;
}

/**
 * Answers that depend on who asks (the visitor's cart, whether this visitor liked a piece): never
 * cached, even though anyone may call them. A new session-specific public route belongs here.
 */
export function isSessionSpecificPath(path: string): boolean {
  return (
    path === '/api/cart' ||
    path.startsWith('/api/cart/') ||
    path === '/api/checkout/confirmation' ||
    path.endsWith('/liked') ||
    // An auction's state carries the server's clock and changes with every bid; its events stream.
    path.endsWith('/auction') ||
    path.endsWith('/auction/events')
  );
}

/**
 * May the edge cache answer this request (and may its answer be stored later)? Only public GET and
 * HEAD routes that are not session-specific. Admin routes never: their answers are for one admin.
 */
export function mayUseEdgeCache(request: { method: string; path: string; access: RouteAccess }): boolean {
  const method = request.method.toUpperCase();
  return (
    (method === 'GET' || method === 'HEAD') &&
    request.access === 'public' &&
    !isSessionSpecificPath(request.path)
  );
}

/**
 * May this answer of a request that passed mayUseEdgeCache be stored? Only a GET's 200 (errors,
 * redirects and 304s are not answers to replay; a HEAD has no body to store), that sets no cookie,
 * that the service did not mark private or no-store, and that fits in one entry.
 */
export function mayStoreInEdgeCache(answer: {
  method: string;
  status: number;
  /** Response headers, names lower-case as Node gives them. */
  headers: Record<string, string | string[] | number | undefined>;
  bodyBytes: number;
  maxEntryBytes: number;
}): boolean {
  if (answer.method.toUpperCase() !== 'GET' || answer.status !== 200) return false;
  return isShareableAnswer(answer.headers) && answer.bodyBytes <= answer.maxEntryBytes;
}

/**
 * An answer every visitor may get as it is: it sets no cookie, the service did not mark it private
 * or no-store, its body is not content-encoded (the edge cache keeps identity bytes: misses are
 * fetched without Accept-Encoding) and it varies on nothing but Accept-Encoding (the key holds no
 * request header).
 */
export function isShareableAnswer(headers: Record<string, string | string[] | number | undefined>): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity') return false;
  const vary = String(headers['vary'] ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== 'accept-encoding');
  if (vary.length > 0) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl);
}

/**
 * The public read paths each service owns, as prefixes, from the gateway's route table: a public
 * GET's path up to its first parameter (`/api/artists/:id` gives `/api/artists`), with prefixes
 * already covered by a shorter one left out. An unknown event of a service, and a successful write
 * through the gateway to it, make all of these stale.
 */
export function publicReadPrefixesByService(
  routes: readonly CacheableRouteInfo[],
): Map<string, PublicReadTarget[]> {
  const byService = new Map<string, Set<string>>();
  for (const route of routes) {
    if (route.method.toUpperCase() !== 'GET' || route.access !== 'public') continue;
    const segments = route.path.split('/');
    const firstParam = segments.findIndex((s) => s.startsWith(':'));
    const prefix = (firstParam === -1 ? segments : segments.slice(0, firstParam)).join('/');
    const set = byService.get(route.service) ?? new Set<string>();
    set.add(prefix);
    byService.set(route.service, set);
  }
  const result = new Map<string, PublicReadTarget[]>();
  for (const [service, prefixes] of byService) {
    const sorted = [...prefixes].sort((a, b) => a.length - b.length);
    const kept: string[] = [];
    for (const p of sorted) if (!kept.some((k) => p === k || p.startsWith(`${k}/`))) kept.push(p);
    result.set(
      service,
      kept.sort().map((prefix) => ({ prefix })),
    );
  }
  return result;
}
