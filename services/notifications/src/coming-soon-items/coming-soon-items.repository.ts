import { Injectable } from '@nestjs/common';
import type { ComingSoonItem } from '@atelier/contracts';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';

export interface ReleasedItem {
  id: number;
  name: string;
  artistName: string | null;
  productUrl: string;
}

/**
 * The read model of sneak-peek items, written only by catalog's events. Each write carries the
 * event's time and changes a row only when it is newer than the last event applied, so a late
 * retry of an old event cannot undo a newer one (upserts and removals come through separate
 * queues, so their order is not guaranteed; a removal leaves a tombstone for that reason).
 */
@Injectable()
export class ComingSoonItemsRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /** A live or released item; a removed one is gone for signups. */
  find(id: number) {
    return this.db.prisma.comingSoonItem.findFirst({ where: { id, removedAt: null } });
  }

  async upsert(tx: NotificationsTransaction, item: ComingSoonItem, eventAt: Date): Promise<void> {
    const fields = {
      name: item.name,
      category: item.category,
      estimatedReleaseDate: item.estimatedReleaseDate ? new Date(item.estimatedReleaseDate) : null,
      artistName: item.artist?.name ?? null,
      collectionName: item.collection?.name ?? null,
      lastEventAt: eventAt,
    };
    await tx.comingSoonItem.upsert({
      where: { id: item.id },
      create: { id: item.id, ...fields },
      update: {},
    });
    await tx.comingSoonItem.updateMany({
      where: { id: item.id, lastEventAt: { lt: eventAt } },
      data: fields,
    });
  }

  async remove(tx: NotificationsTransaction, id: number, eventAt: Date): Promise<void> {
    await tx.comingSoonItem.updateMany({
      where: { id, lastEventAt: { lte: eventAt }, releasedAt: null },
      data: { removedAt: eventAt, lastEventAt: eventAt },
    });
  }

  /** Marks the item released (it became a product) and answers what its texts need. */
  async release(
    tx: NotificationsTransaction,
    item: ComingSoonItem,
    productId: number,
    productUrl: string,
    eventAt: Date,
  ): Promise<ReleasedItem> {
    await this.upsert(tx, item, eventAt);
    await tx.comingSoonItem.update({
      where: { id: item.id },
      data: { releasedAt: eventAt, productId, productUrl },
    });
    return { id: item.id, name: item.name, artistName: item.artist?.name ?? null, productUrl };
  }
}
