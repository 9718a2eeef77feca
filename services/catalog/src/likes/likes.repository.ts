import { Injectable } from '@nestjs/common';
import { comingSoonLikedEvent, type LikeStatus, productLikedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';

/** What can be liked: a product for sale or a sneak-peek item. */
export type LikeTarget = { kind: 'product' | 'coming-soon'; id: number };

const likeKey = (target: LikeTarget, sessionId: string) =>
  target.kind === 'product'
    ? { productId_sessionId: { productId: target.id, sessionId } }
    : { comingSoonId_sessionId: { comingSoonId: target.id, sessionId } };

const likeRows = (target: LikeTarget) =>
  target.kind === 'product' ? { productId: target.id } : { comingSoonId: target.id };

/**
 * Likes per session. A toggle runs in one transaction that first locks the liked item's row, so
 * toggles of one item run one after the other: each sees the previous one's like rows, and the
 * stored likesCount is recounted from those rows before the lock is released. The unique indexes
 * on (item, session) back this up: no path can store a second like of one session.
 */
@Injectable()
export class LikesRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Null when the item does not exist (or, for a product, is decommissioned). */
  async status(target: LikeTarget, sessionId: string): Promise<LikeStatus | null> {
    const item =
      target.kind === 'product'
        ? await this.db.prisma.product.findFirst({
            where: { id: target.id, decommissioned: false },
            select: { likesCount: true },
          })
        : await this.db.prisma.comingSoonItem.findUnique({
            where: { id: target.id },
            select: { likesCount: true },
          });
    if (!item) return null;
    const like = await this.db.prisma.productLike.findUnique({
      where: likeKey(target, sessionId),
      select: { id: true },
    });
    return { liked: like !== null, likesCount: item.likesCount };
  }

  /** Likes or unlikes; null when the item does not exist (nothing is written then). */
  toggle(target: LikeTarget, sessionId: string, ipAddress: string | null): Promise<LikeStatus | null> {
    return this.db.transaction((tx) => toggleLike(tx, target, sessionId, ipAddress));
  }
}

/**
 * Adds likes of many sessions at once in the caller's transaction (the demo seed: one statement
 * rather than a toggle per shopper), keeping likesCount equal to the rows and recording the event.
 */
export async function insertLikes(
  tx: CatalogTransaction,
  target: LikeTarget,
  sessionIds: string[],
): Promise<void> {
  if (!(await lockItem(tx, target))) throw new Error(`no ${target.kind} ${target.id} to like`);
  await tx.productLike.createMany({
    data: sessionIds.map((sessionId) => ({ ...likeRows(target), sessionId })),
    skipDuplicates: true,
  });
  await recount(tx, target, true);
}

/** A like toggle in the caller's transaction; null when there is no such item. */
export async function toggleLike(
  tx: CatalogTransaction,
  target: LikeTarget,
  sessionId: string,
  ipAddress: string | null,
): Promise<LikeStatus | null> {
  if (!(await lockItem(tx, target))) return null;
  const { count: removed } = await tx.productLike.deleteMany({ where: { ...likeRows(target), sessionId } });
  if (removed === 0) await tx.productLike.create({ data: { ...likeRows(target), sessionId, ipAddress } });
  return recount(tx, target, removed === 0);
}

/** Stores the item's likesCount as its number of like rows and records the liked event. */
async function recount(tx: CatalogTransaction, target: LikeTarget, liked: boolean): Promise<LikeStatus> {
  const likesCount = await tx.productLike.count({ where: likeRows(target) });
  const status = { liked, likesCount };
  if (target.kind === 'product') {
    await tx.product.update({ where: { id: target.id }, data: { likesCount } });
    const event = newEvent(productLikedEvent, { productId: target.id, ...status });
    await recordEvent(tx, event);
  } else {
    await tx.comingSoonItem.update({ where: { id: target.id }, data: { likesCount } });
    const event = newEvent(comingSoonLikedEvent, { comingSoonId: target.id, ...status });
    await recordEvent(tx, event);
  }
  return status;
}

/** Locks the item's row until the transaction ends; false when there is no such (public) item. */
async function lockItem(tx: CatalogTransaction, target: LikeTarget): Promise<boolean> {
  const rows =
    target.kind === 'product'
      ? await tx.$queryRaw<unknown[]>`
          SELECT id FROM catalog.products WHERE id = ${target.id} AND NOT decommissioned FOR UPDATE`
      : await tx.$queryRaw<unknown[]>`
          SELECT id FROM catalog.coming_soon_items WHERE id = ${target.id} FOR UPDATE`;
  return rows.length > 0;
}
