import {
  auctionChangedEvent,
  drawChangedEvent,
  type PublicAuction,
  publicAuctionSchema,
  type PublicDrawnRelease,
  publicDrawnReleaseSchema,
} from '@atelier/contracts';

/** What a live-update stream follows: a product's auction, or its drawn release. */
export type LiveTopicName = 'auction' | 'draw';

/** A product's public state as catalog's events and reads carry it (the whole state, never a delta). */
export type LiveState = PublicAuction | PublicDrawnRelease;

export interface LiveTopic {
  /** Also the `event:` name of its messages on the stream. */
  name: LiveTopicName;
  /** The catalog event that carries the state after each change (recorded in the change's transaction). */
  eventType: string;
  /** The state in an event's payload, or undefined when the payload breaks its contract. */
  fromEvent(payload: unknown): LiveState | undefined;
  /** The state in the public read's answer, or undefined when it is not one. */
  fromRead(body: unknown): LiveState | undefined;
  /** The state a write's answer carries (route.announcesLive: a bid answers the auction after it). */
  fromAnswer(body: unknown): LiveState | undefined;
  /** The public read of the current state, which the gateway makes through its own route to catalog. */
  readPath(productId: number): string;
  /**
   * Whether `next` is strictly older than `current` (a late event, or a read that began before a
   * change committed). Only such states are dropped: an equal one may carry a change that moves
   * none of these counters, so it is passed on.
   */
  isOlder(next: LiveState, current: LiveState): boolean;
}

/** Lexicographic comparison of two keys of equal length: is a before b? */
const keyBefore = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/**
 * An auction only moves forward: a later auction of the piece has a larger id, every bid (a raised
 * maximum too) adds one to bidCount, and once ended or cancelled it stays so. The clock alone moves
 * scheduled to open, and open to ended, without an event: those count for nothing here.
 */
const auctionKey = (a: PublicAuction) => [
  a.id,
  a.bidCount,
  a.phase === 'ended' || a.phase === 'cancelled' ? 1 : 0,
];

/**
 * A release moves forward too: a later release has a larger id, the draw comes after the last entry,
 * and every entry adds one to entryCount. 'closing' is only the clock (no event marks it), so it is
 * not part of the key: an entry that committed just before the close may arrive after a read that
 * already says 'closing', and its count is still the newer one.
 */
const drawKey = (r: PublicDrawnRelease) => [r.id, r.phase === 'drawn' ? 1 : 0, r.entryCount];

export const auctionTopic: LiveTopic = {
  name: 'auction',
  eventType: auctionChangedEvent.type,
  fromEvent: (payload) => auctionChangedEvent.payload.safeParse(payload).data?.auction,
  fromRead: (body) => publicAuctionSchema.safeParse(body).data,
  fromAnswer: (body) =>
    publicAuctionSchema.safeParse((body as { auction?: unknown } | undefined)?.auction).data,
  readPath: (productId) => `/api/products/${productId}/auction`,
  isOlder: (next, current) =>
    keyBefore(auctionKey(next as PublicAuction), auctionKey(current as PublicAuction)),
};

export const drawTopic: LiveTopic = {
  name: 'draw',
  eventType: drawChangedEvent.type,
  fromEvent: (payload) => drawChangedEvent.payload.safeParse(payload).data?.release,
  fromRead: (body) => publicDrawnReleaseSchema.safeParse(body).data,
  // An entry answers the buyer's own entry, not the release.
  fromAnswer: () => undefined,
  readPath: (productId) => `/api/products/${productId}/draw`,
  isOlder: (next, current) =>
    keyBefore(drawKey(next as PublicDrawnRelease), drawKey(current as PublicDrawnRelease)),
};

export const liveTopics: Record<LiveTopicName, LiveTopic> = { auction: auctionTopic, draw: drawTopic };
