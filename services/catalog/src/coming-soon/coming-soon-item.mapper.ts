import { productCategorySchema, type ComingSoonItem } from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** What every sneak-peek read selects: the row plus its artist and collection (spec section 3). */
export const comingSoonItemWithRelations = {
  artist: { select: { id: true, name: true, imageUrl: true, specialty: true, bio: true } },
  collection: { select: { id: true, name: true } },
} satisfies Prisma.ComingSoonItemInclude;

export type ComingSoonItemRow = Prisma.ComingSoonItemGetPayload<{
  include: typeof comingSoonItemWithRelations;
}>;

export const toComingSoonItem = (row: ComingSoonItemRow): ComingSoonItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  story: row.story,
  estimatedPrice: row.estimatedPrice?.toFixed(2) ?? null,
  imageUrls: row.imageUrls,
  artistId: row.artistId,
  collectionId: row.collectionId,
  videoUrl: row.videoUrl,
  // The database's CHECK constraint holds this to the contract's values.
  category: productCategorySchema.parse(row.category),
  likesCount: row.likesCount,
  estimatedReleaseDate: row.estimatedReleaseDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  artist: row.artist,
  collection: row.collection,
});
