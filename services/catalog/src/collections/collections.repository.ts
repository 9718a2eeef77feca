import { Injectable } from '@nestjs/common';
import {
  type Collection,
  type CollectionInput,
  collectionCreatedEvent,
  collectionDeletedEvent,
  collectionUpdatedEvent,
} from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase } from '../database/catalog-database.js';
import { toCollection, toCollectionData } from './collection.mapper.js';

export type DeleteOutcome = 'deleted' | 'not-found' | 'not-archived' | 'has-products';

/** All collection I/O: reads, and writes that record their event in the same transaction. */
@Injectable()
export class CollectionsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async listAll(): Promise<Collection[]> {
    const rows = await this.db.prisma.collection.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toCollection);
  }

  /** Active and not archived, of both types; the home page splits live from sneak peek. */
  async listActive(): Promise<Collection[]> {
    const rows = await this.db.prisma.collection.findMany({
      where: { isActive: true, isArchived: false },
      orderBy: [{ releaseDate: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toCollection);
  }

  async find(id: number): Promise<Collection | null> {
    const row = await this.db.prisma.collection.findUnique({ where: { id } });
    return row ? toCollection(row) : null;
  }

  create(input: CollectionInput): Promise<Collection> {
    return this.db.transaction(async (tx) => {
      const collection = toCollection(await tx.collection.create({ data: toCollectionData(input) }));
      await recordEvent(tx, newEvent(collectionCreatedEvent, { collection }));
      return collection;
    });
  }

  update(id: number, input: CollectionInput): Promise<Collection | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.collection.updateMany({ where: { id }, data: toCollectionData(input) });
      if (count === 0) return null;
      const collection = toCollection(await tx.collection.findUniqueOrThrow({ where: { id } }));
      await recordEvent(tx, newEvent(collectionUpdatedEvent, { collection }));
      return collection;
    });
  }

  /**
   * Deletes an archived collection without products. The row is locked first so a product cannot
   * be attached between the check and the delete (the foreign key would refuse it anyway).
   */
  delete(id: number): Promise<DeleteOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<{ is_archived: boolean }[]>(
        'SELECT is_archived FROM "catalog"."collections" WHERE id = $1 FOR UPDATE',
        id,
      );
      if (!row) return 'not-found';
      if (!row.is_archived) return 'not-archived';
      if ((await tx.product.count({ where: { collectionId: id } })) > 0) return 'has-products';
      await tx.collection.delete({ where: { id } });
      await recordEvent(tx, newEvent(collectionDeletedEvent, { collectionId: id }));
      return 'deleted';
    });
  }
}
