import { eventService, publicReadsMadeStale, type PublicReadTarget } from '@atelier/contracts';
import type { CacheableRouteInfo } from './edge-cacheability.js';

/** Public read prefixes per service, from publicReadPrefixesByService(routeTable). */
export type OwnedPublicReads = ReadonlyMap<string, readonly PublicReadTarget[]>;

/**
 * What the edge cache drops when an event arrives: the event's own targets (libs/contracts
 * public-reads.ts), or, for an event without a rule, every public read its service owns.
 * A service that owns no public read makes nothing stale.
 */
export function staleTargetsForEvent(
  event: { type: string; payload: unknown },
  owned: OwnedPublicReads,
): readonly PublicReadTarget[] {
  const stale = publicReadsMadeStale(event);
  return stale === 'all-owned-by-service' ? (owned.get(eventService(event.type)) ?? []) : stale;
}

/**
 * What the edge cache drops after a write that went through this gateway, so that the
 * writer's very next read through it sees the write without waiting for the event.
 *
 * A shopper's action on one item (`POST /api/products/7/like`: a public write whose route ends in
 * `:id/<action>`) drops that item's answers and its family's list, as the event that follows will:
 * likes are frequent, and dropping the whole catalogue on each one would leave the cache nearly
 * always cold. Any other write (admin changes, a few a day) drops every public read of the route's
 * service: the HTTP answer does not say which event the write emitted, and the service-wide drop is
 * always correct.
 */
export function staleTargetsForWrite(
  route: Pick<CacheableRouteInfo, 'method' | 'service'> &
    Partial<Pick<CacheableRouteInfo, 'path' | 'access'>>,
  status: number,
  owned: OwnedPublicReads,
  requestPath?: string,
): readonly PublicReadTarget[] {
  const method = route.method.toUpperCase();
  // A 4xx changed nothing; a 5xx may come after the commit (a lost connection), so it drops too.
  if (method === 'GET' || method === 'HEAD' || (status >= 400 && status < 500)) return [];
  const item = itemOfAction(route, requestPath);
  if (item) return [{ path: item.list }, { prefix: item.path }];
  return owned.get(route.service) ?? [];
}

/** `/api/products/7` and `/api/products` for a public-write route `/api/products/:id/like`. */
function itemOfAction(
  route: Partial<Pick<CacheableRouteInfo, 'path' | 'access'>>,
  requestPath: string | undefined,
): { path: string; list: string } | undefined {
  if (route.access !== 'public-write' || !route.path || !requestPath) return undefined;
  const pattern = route.path.split('/');
  const actual = requestPath.split('?', 1)[0]!.split('/');
  const idIndex = pattern.length - 2;
  const isItemAction =
    pattern.length >= 5 && pattern[idIndex]!.startsWith(':') && !pattern.at(-1)!.startsWith(':');
  if (!isItemAction || actual.length !== pattern.length) return undefined;
  return { path: actual.slice(0, idIndex + 1).join('/'), list: actual.slice(0, idIndex).join('/') };
}
