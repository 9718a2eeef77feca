import { Injectable } from '@nestjs/common';
import {
  type ComingSoonItem,
  type ComingSoonItemInput,
  type ComingSoonItemPatch,
  comingSoonConvertedEvent,
  comingSoonRemovedEvent,
  comingSoonUpsertedEvent,
  type ConvertComingSoonInput,
  type DrawRandomness,
  type Product,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { openDrawnRelease } from '../drawn-releases/drawn-releases.repository.js';
import { assertReferencesExist } from '../database/unknown-reference.js';
import { recordProductUpserted } from '../products/product-events.js';
import { productWithRelations, toProduct } from '../products/product.mapper.js';
import { comingSoonItemWithRelations, toComingSoonItem } from './coming-soon-item.mapper.js';

// A date input's 'YYYY-MM-DD' is stored as that calendar day (a DATE column; midnight UTC in JS).
const asDate = (day: string | null | undefined) =>
  day === undefined ? undefined : day === null ? null : new Date(`${day}T00:00:00.000Z`);

/** All sneak-peek I/O: public reads, and admin writes that record their events in the same transaction. */
@Injectable()
export class ComingSoonRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async list(): Promise<ComingSoonItem[]> {
    return (
      await this.db.prisma.comingSoonItem.findMany({
        include: comingSoonItemWithRelations,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
    ).map(toComingSoonItem);
  }

  async find(id: number): Promise<ComingSoonItem | null> {
    const row = await this.db.prisma.comingSoonItem.findUnique({
      where: { id },
      include: comingSoonItemWithRelations,
    });
    return row ? toComingSoonItem(row) : null;
  }

  create(input: ComingSoonItemInput): Promise<ComingSoonItem> {
    return this.db.transaction((tx) => insertComingSoonItem(tx, input));
  }

  /** Returns null when no item has that id (nothing is written then). */
  update(id: number, patch: ComingSoonItemPatch): Promise<ComingSoonItem | null> {
    return this.db.transaction(async (tx) => {
      await assertReferencesExist(tx, patch);
      const { count } = await tx.comingSoonItem.updateMany({
        where: { id },
        data: { ...patch, estimatedReleaseDate: asDate(patch.estimatedReleaseDate) },
      });
      if (count === 0) return null;
      const row = await tx.comingSoonItem.findUniqueOrThrow({
        where: { id },
        include: comingSoonItemWithRelations,
      });
      return recordUpserted(tx, toComingSoonItem(row));
    });
  }

  /** Returns false when no item has that id. Its likes go with it. */
  delete(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.comingSoonItem.deleteMany({ where: { id } });
      if (count === 0) return false;
      await recordEvent(tx, newEvent(comingSoonRemovedEvent, { comingSoonId: id }));
      return true;
    });
  }

  /**
   * Turns a sneak peek into a product in one transaction (convertComingSoonItem). Null when no item
   * has that id.
   */
  convert(id: number, input: ConvertComingSoonInput, randomness: DrawRandomness): Promise<Product | null> {
    return this.db.transaction((tx) => convertComingSoonItem(tx, id, input, randomness));
  }
}

async function recordUpserted(tx: CatalogTransaction, item: ComingSoonItem): Promise<ComingSoonItem> {
  await recordEvent(tx, newEvent(comingSoonUpsertedEvent, { item }));
  return item;
}

/** Creates a sneak peek and records its event in the caller's transaction (also used by the seed). */
export async function insertComingSoonItem(
  tx: CatalogTransaction,
  input: ComingSoonItemInput,
): Promise<ComingSoonItem> {
  await assertReferencesExist(tx, input);
  const row = await tx.comingSoonItem.create({
    data: { ...input, estimatedReleaseDate: asDate(input.estimatedReleaseDate) },
    include: comingSoonItemWithRelations,
  });
  return recordUpserted(tx, toComingSoonItem(row));
}

/**
 * Turns a sneak peek into a product in the caller's transaction: the product is created from the
 * item (price: the given one, else the estimate, else 0), the item's likes become the product's,
 * the item is deleted (its scheduled conversion with it), and both catalog.product.upserted and
 * catalog.coming-soon.converted are recorded. Sold by a draw (input.sale), its entry window opens
 * in the same transaction and the converted event says so (the signups' text invites them to
 * enter), keyed as `randomness` says (settled by the caller, issue 36). The item's row is locked first, so two conversions of one item convert it once: the
 * second finds no item and answers null.
 */
export async function convertComingSoonItem(
  tx: CatalogTransaction,
  id: number,
  input: ConvertComingSoonInput,
  randomness: DrawRandomness,
): Promise<Product | null> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT id FROM catalog.coming_soon_items WHERE id = ${id} FOR UPDATE`;
  if (rows.length === 0) return null;
  const itemRow = await tx.comingSoonItem.findUniqueOrThrow({
    where: { id },
    include: comingSoonItemWithRelations,
  });
  const item = toComingSoonItem(itemRow);
  const created = await tx.product.create({
    data: {
      name: item.name,
      description: item.description,
      story: item.story,
      price: input.price ?? item.estimatedPrice ?? '0.00',
      quantity: input.quantity,
      status: input.status,
      imageUrls: item.imageUrls,
      artistId: item.artistId,
      collectionId: item.collectionId,
      videoUrl: item.videoUrl,
      category: item.category,
    },
  });
  // Whoever liked the sneak peek likes the piece: the rows move, the count follows them.
  const { count: likesCount } = await tx.productLike.updateMany({
    where: { comingSoonId: id },
    data: { comingSoonId: null, productId: created.id },
  });
  await tx.comingSoonItem.delete({ where: { id } });
  const product = toProduct(
    await tx.product.update({
      where: { id: created.id },
      data: { likesCount },
      include: productWithRelations,
    }),
  );
  await recordProductUpserted(tx, product);
  const release =
    input.sale.mode === 'draw' && product.quantity > 0
      ? await openDrawnRelease(tx, {
          productId: product.id,
          comingSoonId: id,
          quantity: product.quantity,
          windowHours: input.sale.entryWindowHours,
          randomness,
        })
      : null;
  const converted = newEvent(comingSoonConvertedEvent, {
    item,
    product,
    productUrl: `/product/${product.id}`,
    ...(release ? { drawnRelease: { releaseId: release.id, closesAt: release.closesAt } } : {}),
  });
  await recordEvent(tx, converted);
  return product;
}
