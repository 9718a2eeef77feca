import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  type ComingSoonItem,
  type ComingSoonItemInput,
  type ComingSoonItemPatch,
  comingSoonConvertedEvent,
  comingSoonRemovedEvent,
  comingSoonUpsertedEvent,
  type Product,
  type PublicDrawnRelease,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { databaseNow, openDrawnRelease } from '../drawn-releases/drawn-releases.repository.js';
import { assertReferencesExist } from '../database/unknown-reference.js';
import { recordProductUpserted } from '../products/product-events.js';
import { productWithRelations, toProduct } from '../products/product.mapper.js';
import { comingSoonItemWithRelations, toComingSoonItem } from './coming-soon-item.mapper.js';
import type { PieceFromSneakPeek } from './sneak-peek-conversion.js';

// A date input's 'YYYY-MM-DD' is stored as that calendar day (a DATE column; midnight UTC in JS).
const asDate = (day: string | null | undefined) =>
  day === undefined ? undefined : day === null ? null : new Date(`${day}T00:00:00.000Z`);

/**
 * All sneak-peek I/O: public reads, and admin writes that record their events in the same
 * transaction. A conversion's steps are here, under the item's row lock; what they make of the item
 * is ComingSoonConversionService's (and sneak-peek-conversion.ts's).
 */
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

  /** Runs `work` in one transaction: a conversion's writes and its events commit together. */
  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Locks the item's row until the transaction ends, then reads it; null when no item has that id.
   * Two conversions of one item take turns on the lock: the second finds it deleted.
   */
  async lockItem(tx: CatalogTransaction, id: number): Promise<ComingSoonItem | null> {
    const rows = await tx.$queryRaw<unknown[]>`
      SELECT id FROM catalog.coming_soon_items WHERE id = ${id} FOR UPDATE`;
    if (rows.length === 0) return null;
    return toComingSoonItem(
      await tx.comingSoonItem.findUniqueOrThrow({ where: { id }, include: comingSoonItemWithRelations }),
    );
  }

  /** Creates the converted piece; its id. */
  async createPiece(tx: CatalogTransaction, piece: PieceFromSneakPeek): Promise<number> {
    return (await tx.product.create({ data: piece, select: { id: true } })).id;
  }

  /** Moves the item's likes to the piece; how many moved. */
  async moveLikes(tx: CatalogTransaction, comingSoonId: number, productId: number): Promise<number> {
    const { count } = await tx.productLike.updateMany({
      where: { comingSoonId },
      data: { comingSoonId: null, productId },
    });
    return count;
  }

  /** Deletes the item; its scheduled conversion goes with it (ON DELETE CASCADE). */
  async deleteItem(tx: CatalogTransaction, id: number): Promise<void> {
    await tx.comingSoonItem.delete({ where: { id } });
  }

  /** Stores the piece's like count and records catalog.product.upserted; the piece as it now reads. */
  async publishPiece(tx: CatalogTransaction, productId: number, likesCount: number): Promise<Product> {
    const product = toProduct(
      await tx.product.update({
        where: { id: productId },
        data: { likesCount },
        include: productWithRelations,
      }),
    );
    await recordProductUpserted(tx, product);
    return product;
  }

  /** The database's clock now: a drawn release's window is timed by it. */
  clock(tx: CatalogTransaction): Promise<Date> {
    return databaseNow(tx);
  }

  /** Opens the piece's drawn release as releaseOpening decided; see openDrawnRelease. */
  openDrawnRelease(
    tx: CatalogTransaction,
    release: Parameters<typeof openDrawnRelease>[1],
  ): Promise<PublicDrawnRelease> {
    return openDrawnRelease(tx, release);
  }

  /** catalog.coming-soon.converted: notifications texts the item's signups from it. */
  async recordConverted(tx: CatalogTransaction, converted: ConvertedPayload): Promise<void> {
    await recordEvent(tx, newEvent(comingSoonConvertedEvent, converted));
  }
}

export type ConvertedPayload = z.input<typeof comingSoonConvertedEvent.payload>;

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
