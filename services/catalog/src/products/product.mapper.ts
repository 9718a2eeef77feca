import type { Product } from '@atelier/contracts';
import type { Product as ProductRow } from '../generated/prisma/client.js';

export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  story: row.story,
  price: row.price.toFixed(2),
  quantity: row.quantity,
  artistId: row.artistId,
  collectionId: row.collectionId,
  imageUrls: row.imageUrls,
  videoUrl: row.videoUrl,
  category: row.category,
  isBiddingEnabled: row.isBiddingEnabled,
  isLimitedQuantity: row.isLimitedQuantity,
  status: row.status,
  decommissioned: row.decommissioned,
  likesCount: row.likesCount,
  createdAt: row.createdAt.toISOString(),
});
