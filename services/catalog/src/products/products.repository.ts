import { Injectable } from '@nestjs/common';
import type { Product, ProductInput, ProductListQuery, ProductPatch } from '@atelier/contracts';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { assertReferencesExist } from '../database/unknown-reference.js';
import { recordProductRemoved, recordProductUpserted } from './product-events.js';
import { productColumnsOmitted, productWithRelations, toProduct } from './product.mapper.js';

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** All product I/O: public reads, and admin writes that record their event in the same transaction. */
@Injectable()
export class ProductsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /**
   * The shop's pieces: everything not decommissioned, newest first; only one collection's or artist's
   * when asked, and one page of them when limit/offset are given.
   */
  async listForSale(query: ProductListQuery): Promise<Product[]> {
    const rows = await this.db.prisma.product.findMany({
      where: { decommissioned: false, collectionId: query.collectionId, artistId: query.artistId },
      include: productWithRelations,
      omit: productColumnsOmitted,
      orderBy: newestFirst,
      skip: query.offset,
      take: query.limit,
    });
    return rows.map(toProduct);
  }

  /** A piece a shopper may see: null when missing or decommissioned. */
  async findForSale(id: number): Promise<Product | null> {
    const row = await this.db.prisma.product.findFirst({
      where: { id, decommissioned: false },
      include: productWithRelations,
    });
    return row ? toProduct(row) : null;
  }

  async listDecommissioned(): Promise<Product[]> {
    const rows = await this.db.prisma.product.findMany({
      where: { decommissioned: true },
      include: productWithRelations,
      omit: productColumnsOmitted,
      orderBy: newestFirst,
    });
    return rows.map(toProduct);
  }

  create(input: ProductInput): Promise<Product> {
    return this.db.transaction((tx) => insertProduct(tx, input));
  }

  /** Returns null when no product has that id (nothing is written then). */
  update(id: number, patch: ProductPatch): Promise<Product | null> {
    return this.db.transaction(async (tx) => {
      await assertReferencesExist(tx, patch);
      const { count } = await tx.product.updateMany({ where: { id }, data: patch });
      if (count === 0) return null;
      const product = toProduct(
        await tx.product.findUniqueOrThrow({ where: { id }, include: productWithRelations }),
      );
      await recordProductUpserted(tx, product);
      return product;
    });
  }

  /** Takes a product off the shop; doing it twice is harmless. Null when no product has that id. */
  decommission(id: number): Promise<Product | null> {
    return this.db.transaction((tx) => decommissionProduct(tx, id));
  }

  /** Deletes a decommissioned product for good (its likes, bids and auctions with it). */
  delete(id: number): Promise<'deleted' | 'not-found' | 'not-decommissioned'> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.product.deleteMany({ where: { id, decommissioned: true } });
      if (count === 0)
        return (await tx.product.count({ where: { id } })) === 0 ? 'not-found' : 'not-decommissioned';
      await recordProductRemoved(tx, id);
      return 'deleted';
    });
  }
}

/** Creates a product and records its event in the caller's transaction (also used by the seed). */
export async function insertProduct(tx: CatalogTransaction, input: ProductInput): Promise<Product> {
  await assertReferencesExist(tx, input);
  const product = toProduct(await tx.product.create({ data: input, include: productWithRelations }));
  await recordProductUpserted(tx, product);
  return product;
}

/** Decommissions a product in the caller's transaction; null when no product has that id. */
export async function decommissionProduct(tx: CatalogTransaction, id: number): Promise<Product | null> {
  const { count } = await tx.product.updateMany({ where: { id }, data: { decommissioned: true } });
  if (count === 0) return null;
  const product = toProduct(
    await tx.product.findUniqueOrThrow({ where: { id }, include: productWithRelations }),
  );
  await recordProductUpserted(tx, product);
  return product;
}
