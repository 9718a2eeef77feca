import type { z } from 'zod';
import { artistCreatedEvent } from './catalog/artist-created.event.js';
import { artistDeletedEvent } from './catalog/artist-deleted.event.js';
import { artistUpdatedEvent } from './catalog/artist-updated.event.js';
import { collectionCreatedEvent } from './catalog/collection-created.event.js';
import { collectionDeletedEvent } from './catalog/collection-deleted.event.js';
import { collectionUpdatedEvent } from './catalog/collection-updated.event.js';
import { comingSoonConvertedEvent } from './catalog/coming-soon-converted.event.js';
import { comingSoonLikedEvent } from './catalog/coming-soon-liked.event.js';
import { comingSoonRemovedEvent } from './catalog/coming-soon-removed.event.js';
import { comingSoonUpsertedEvent } from './catalog/coming-soon-upserted.event.js';
import { productLikedEvent } from './catalog/product-liked.event.js';
import { productRemovedEvent } from './catalog/product-removed.event.js';
import { productUpsertedEvent } from './catalog/product-upserted.event.js';
import type { EventDefinition } from './event-envelope.js';
import { offerDecidedEvent } from './catalog/offer-decided.event.js';
import { auctionChangedEvent } from './catalog/auction-changed.event.js';
import { auctionEndedEvent } from './catalog/auction-ended.event.js';
import { auctionOutbidEvent } from './catalog/auction-outbid.event.js';
import { auctionReminderDueEvent } from './catalog/auction-reminder-due.event.js';
import { drawChangedEvent } from './catalog/draw-changed.event.js';
import { heroMediaChangedEvent } from './admin-media/hero-media-changed.event.js';

/**
 * Public reads an event makes stale, so that every gateway drops exactly those answers from its edge
 * cache when the owning service's committed event arrives.
 *
 * A target is either a path prefix on segment boundaries (`{ prefix: '/api/artists' }` covers
 * `/api/artists`, `/api/artists/7` and `/api/artists?page=2`, not `/api/artists-x`) or one exact
 * path with any query (`{ path: '/api/products/7' }`).
 */
export type PublicReadTarget = { prefix: string } | { path: string };

/** What an event makes stale: the listed targets, or everything its service owns (an unknown event). */
export type StalePublicReads = readonly PublicReadTarget[] | 'all-owned-by-service';

interface InvalidationRule {
  type: string;
  payload: z.ZodType;
  stale: (payload: never) => readonly PublicReadTarget[];
}

const rule = <TType extends string, TPayload extends z.ZodType>(
  event: EventDefinition<TType, TPayload>,
  stale: (payload: z.infer<TPayload>) => readonly PublicReadTarget[],
): InvalidationRule => ({ type: event.type, payload: event.payload, stale });

const artists = { prefix: '/api/artists' };
const collections = { prefix: '/api/collections' };
const products = { prefix: '/api/products' };
const comingSoon = { prefix: '/api/coming-soon' };

/**
 * What each public answer embeds decides the targets (spec section 7 and the catalog's schema):
 * products embed their artist's and collection's id and name; coming-soon items embed their artist
 * (id, name, imageUrl, specialty, bio) and collection (id, name). Deleting an artist sets those
 * references to null; deleting a collection nulls the coming-soon items' (a product's collection
 * cannot be deleted while it has products). Search results embed the artist's name and fall under
 * the products prefix. Collections and artists embed nothing of products or items.
 *
 * Admin writes (a few a day) name whole families: a family prefix also covers a non-canonical URL
 * of the same item (`/api/products/07`) and the search answers. Likes are frequent, so they name
 * exact answers from their payload: the list (which carries likesCount) and everything under the
 * one item (`/api/products/7`, `/api/products/7/liked?sessionId=...`), not its neighbours and not
 * search (whose rows carry no likesCount). The gateway's TTL bounds anything a precise rule misses.
 */
const rules: readonly InvalidationRule[] = [
  rule(artistCreatedEvent, () => [artists]),
  rule(artistUpdatedEvent, () => [artists, products, comingSoon]),
  rule(artistDeletedEvent, () => [artists, products, comingSoon]),
  rule(collectionCreatedEvent, () => [collections]),
  rule(collectionUpdatedEvent, () => [collections, products, comingSoon]),
  rule(collectionDeletedEvent, () => [collections, comingSoon]),
  rule(productUpsertedEvent, () => [products]),
  rule(productRemovedEvent, () => [products]),
  rule(productLikedEvent, ({ productId }) => [
    { path: '/api/products' },
    { prefix: `/api/products/${productId}` },
  ]),
  rule(comingSoonUpsertedEvent, () => [comingSoon]),
  rule(comingSoonRemovedEvent, () => [comingSoon]),
  rule(comingSoonConvertedEvent, () => [products, comingSoon]),
  rule(comingSoonLikedEvent, ({ comingSoonId }) => [
    { path: '/api/coming-soon' },
    { prefix: `/api/coming-soon/${comingSoonId}` },
  ]),
  // An auction's answers are never stored (no-store: they carry the server's clock and change with
  // every bid), so its events make nothing stale; dropping every catalog read per bid would empty
  // the cache during a busy auction.
  rule(auctionChangedEvent, () => []),
  rule(auctionOutbidEvent, () => []),
  rule(auctionEndedEvent, () => []),
  rule(auctionReminderDueEvent, () => []),
  // A drawn release's answers are never stored either (they carry the server's clock), so its
  // events, one per entry on a busy drop, make nothing stale.
  rule(drawChangedEvent, () => []),
  // An offer's answers are a buyer's or the owner's, never stored; holding the piece for an accepted
  // offer records catalog.product.upserted, which names the products.
  rule(offerDecidedEvent, () => []),
  // The admin lists are never cached; the public read each placement has is its active item.
  rule(heroMediaChangedEvent, ({ placement }) => [
    { path: placement === 'home' ? '/api/hero-media/active' : '/api/story-hero-media/active' },
  ]),
];

const rulesByType = new Map(rules.map((r) => [r.type, r]));

/** The service that emitted an event: the first word of its type (`catalog.artist.updated`). */
export const eventService = (eventType: string): string => eventType.split('.', 1)[0] ?? '';

/**
 * The public reads made stale by one event. An event without a rule, or whose payload does not have
 * the declared shape, makes everything its service owns stale: the caller (the gateway, which knows
 * from its route table which public paths each service owns) drops those.
 */
export function publicReadsMadeStale(event: { type: string; payload: unknown }): StalePublicReads {
  const found = rulesByType.get(event.type);
  if (!found) return 'all-owned-by-service';
  const parsed = found.payload.safeParse(event.payload);
  if (!parsed.success) return 'all-owned-by-service';
  return (found.stale as (payload: unknown) => readonly PublicReadTarget[])(parsed.data);
}

/** Does a request path (no query) fall under a target? */
export function targetCovers(target: PublicReadTarget, path: string): boolean {
  if ('path' in target) return path === target.path;
  return path === target.prefix || path.startsWith(`${target.prefix}/`);
}
