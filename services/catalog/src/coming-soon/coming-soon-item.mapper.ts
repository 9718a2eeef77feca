import type { ComingSoonItem } from '@atelier/contracts';
import type { ComingSoonItem as ComingSoonItemRow } from '../generated/prisma/client.js';

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
  category: row.category,
  likesCount: row.likesCount,
  estimatedReleaseDate: row.estimatedReleaseDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
