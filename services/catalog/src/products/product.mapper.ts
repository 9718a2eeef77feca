import { productCategorySchema, productStatusSchema, type Product } from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** What every product read selects: the row plus the artist and collection it names. */
export const productWithRelations = {
  artist: { select: { id: true, name: true } },
  collection: { select: { id: true, name: true } },
} satisfies Prisma.ProductInclude;

/** The search columns the database generates: no answer needs them, so reads leave them out. */
export const productColumnsOmitted = {
  searchName: true,
  searchDescription: true,
} satisfies Prisma.ProductOmit;

export type ProductRow = Prisma.ProductGetPayload<{
  include: typeof productWithRelations;
  omit: typeof productColumnsOmitted;
}>;

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
  dimensions: row.dimensions,
  materials: row.materials,
  weight: row.weight,
  edition: row.edition,
  leadTime: row.leadTime,
  provenance: row.provenance,
  condition: row.condition,
  certificate: row.certificate,
  makersMark: row.makersMark,
  // The database's CHECK constraints hold these to the contract's values.
  category: productCategorySchema.parse(row.category),
  isBiddingEnabled: row.isBiddingEnabled,
  openToOffers: row.openToOffers,
  heldForOffer: row.offerAwardId !== null,
  isLimitedQuantity: row.isLimitedQuantity,
  status: productStatusSchema.parse(row.status),
  decommissioned: row.decommissioned,
  likesCount: row.likesCount,
  reservedQuantity: row.reservedQuantity,
  reservedUntil: row.reservedQuantity > 0 ? (row.reservedUntil?.toISOString() ?? null) : null,
  createdAt: row.createdAt.toISOString(),
  artist: row.artist,
  collection: row.collection,
});
