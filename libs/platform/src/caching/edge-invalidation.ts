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
 * writer's very next read through it sees the write without waiting for the event: every public read
 * of the route's service. The HTTP answer does not say which event the write emitted, and the
 * service-wide drop is always correct; writes are a few a day. Frequent public writes (likes, when
 * they arrive) deserve a narrower rule here.
 */
export function staleTargetsForWrite(
  route: Pick<CacheableRouteInfo, 'method' | 'service'>,
  status: number,
  owned: OwnedPublicReads,
): readonly PublicReadTarget[] {
  const method = route.method.toUpperCase();
  // A 4xx changed nothing; a 5xx may come after the commit (a lost connection), so it drops too.
  if (method === 'GET' || method === 'HEAD' || (status >= 400 && status < 500)) return [];
  return owned.get(route.service) ?? [];
}
