// Catalog's sneak-peek events as the catalog would publish them, for feeding the service in tests.
import {
  type ComingSoonItem,
  comingSoonConvertedEvent,
  comingSoonRemovedEvent,
  comingSoonUpsertedEvent,
} from '@atelier/contracts';
import { newEvent } from '@atelier/platform';

export const sneakPeek = (id: number, name = `Piece ${id}`): ComingSoonItem => ({
  id,
  name,
  description: null,
  story: null,
  estimatedPrice: '4200.00',
  imageUrls: [],
  artistId: 7,
  collectionId: 3,
  videoUrl: null,
  category: 'seating',
  likesCount: 0,
  estimatedReleaseDate: '2026-09-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  artist: { id: 7, name: 'Mara Lind', imageUrl: null, specialty: 'Walnut', bio: null },
  collection: { id: 3, name: 'Autumn Light' },
});

export const upserted = (item: ComingSoonItem) => newEvent(comingSoonUpsertedEvent, { item });
export const removed = (id: number) => newEvent(comingSoonRemovedEvent, { comingSoonId: id });

export const converted = (item: ComingSoonItem, productId = item.id + 100) =>
  newEvent(comingSoonConvertedEvent, {
    item,
    productUrl: `/product/${productId}`,
    product: {
      id: productId,
      name: item.name,
      description: null,
      story: null,
      price: '4200.00',
      quantity: 1,
      imageUrls: [],
      artistId: 7,
      collectionId: 3,
      videoUrl: null,
      category: 'seating',
      status: 'active',
      decommissioned: false,
      isBiddingEnabled: false,
      isLimitedQuantity: true,
      likesCount: 0,
      reservedQuantity: 0,
      reservedUntil: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      artist: null,
      collection: null,
    },
  });

/** Waits until `check` holds (events and jobs are asynchronous), or fails with `what`. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
