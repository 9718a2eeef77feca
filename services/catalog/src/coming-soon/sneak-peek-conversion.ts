import {
  type ComingSoonItem,
  type ConvertComingSoonInput,
  type DrawRandomness,
  SCHEDULED_CONVERSION_MAX_DAYS,
} from '@atelier/contracts';

/**
 * What converting a sneak peek makes of it, decided here and nowhere else (the repositories only
 * read and write, under the item's or the schedule's row lock).
 */

/** The product a sneak peek becomes: the item's own words, pictures and makers, sold as the owner chose. */
export type PieceFromSneakPeek = Pick<
  ComingSoonItem,
  'name' | 'description' | 'story' | 'imageUrls' | 'artistId' | 'collectionId' | 'videoUrl' | 'category'
> & { price: string; quantity: number; status: ConvertComingSoonInput['status'] };

/** The piece's price: the one given, else the item's estimate, else 0 (spec section 4). */
export const convertedPrice = (given: string | null | undefined, estimate: string | null): string =>
  given ?? estimate ?? '0.00';

export const pieceFrom = (item: ComingSoonItem, input: ConvertComingSoonInput): PieceFromSneakPeek => ({
  name: item.name,
  description: item.description,
  story: item.story,
  price: convertedPrice(input.price, item.estimatedPrice),
  quantity: input.quantity,
  status: input.status,
  imageUrls: item.imageUrls,
  artistId: item.artistId,
  collectionId: item.collectionId,
  videoUrl: item.videoUrl,
  category: item.category,
});

/**
 * The entry window, in hours, of the drawn release the piece opens with: when the owner chose a
 * draw and there is a piece to draw. Null: the piece is on sale at once.
 */
export const drawWindowHours = (input: ConvertComingSoonInput, quantity: number): number | null =>
  input.sale.mode === 'draw' && quantity > 0 ? input.sale.entryWindowHours : null;

/**
 * A scheduled drop's randomness: the owner's, settled and stored when it was scheduled; the
 * runner never chooses it. A schedule without one (an immediate sale) draws nothing.
 */
export const storedRandomness = (input: ConvertComingSoonInput): DrawRandomness =>
  (input.sale.mode === 'draw' && input.sale.randomness) || 'house-seed-only';

const DAY_MS = 24 * 60 * 60_000;

/** Why a drop cannot be scheduled at `convertAt` (a 400's message), or null when it can. */
export function convertAtRefusal(convertAt: Date, now: number): string | null {
  if (convertAt.getTime() <= now) return 'convertAt must be in the future: convert now instead';
  if (convertAt.getTime() > now + SCHEDULED_CONVERSION_MAX_DAYS * DAY_MS)
    return `convertAt must be within ${SCHEDULED_CONVERSION_MAX_DAYS} days from now`;
  return null;
}
