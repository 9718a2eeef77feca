import { Injectable } from '@nestjs/common';
import { comingSoonLikedEvent, type LikeStatus, productLikedEvent } from '@atelier/contracts';
import { newEvent, recordEvent } from '@atelier/platform';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';

/** What can be liked: a product for sale or a sneak-peek item. */
export type LikeTarget = { kind: 'product' | 'coming-soon'; id: number };

/**
 * Who likes: the browser's session, and the verified buyer signed in on it, if any (issue 34). A
 * like is theirs when a row names the session or the buyer, so a buyer's like follows them to
 * every device and counts once however many devices they like it from.
 */
export type Liker = { sessionId: string; buyerId: string | null };

const likerRows = ({ sessionId, buyerId }: Liker) =>
  buyerId === null ? { sessionId } : { OR: [{ sessionId }, { buyerId }] };

const likeRows = (target: LikeTarget) =>
  target.kind === 'product' ? { productId: target.id } : { comingSoonId: target.id };

/**
 * Likes per session, and per verified buyer (Liker). A toggle runs in one transaction that first locks the liked item's row, so
 * toggles of one item run one after the other: each sees the previous one's like rows, and the
 * stored likesCount is recounted from those rows before the lock is released. The unique indexes
 * on (item, session) back this up: no path can store a second like of one session.
 */
@Injectable()
export class LikesRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Null when the item does not exist (or, for a product, is decommissioned). */
  async status(target: LikeTarget, liker: Liker): Promise<LikeStatus | null> {
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
    const like = await this.db.prisma.productLike.findFirst({
      where: { ...likeRows(target), ...likerRows(liker) },
      select: { id: true },
    });
    return { liked: like !== null, likesCount: item.likesCount };
  }

  /** Likes or unlikes; null when the item does not exist (nothing is written then). */
  toggle(target: LikeTarget, liker: Liker, ipAddress: string | null): Promise<LikeStatus | null> {
    return this.db.transaction((tx) => toggleLike(tx, target, liker, ipAddress));
  }

  /**
   * At sign-in: the browser session's likes become the buyer's too. A piece the buyer already liked
   * (from another device) keeps that like alone: the session's second like of it is taken back and
   * the piece's count recounted, so one collector counts once. Each item is locked as a toggle
   * locks it, so a merge and a toggle of one item run one after the other.
   */
  async merge(buyerId: string, sessionId: string): Promise<{ merged: number; alreadyLiked: number }> {
    const rows = await this.db.prisma.productLike.findMany({
      where: { sessionId, buyerId: null },
      select: { productId: true, comingSoonId: true },
    });
    let merged = 0;
    let alreadyLiked = 0;
    for (const row of rows) {
      const target: LikeTarget =
        row.productId !== null
          ? { kind: 'product', id: row.productId }
          : { kind: 'coming-soon', id: row.comingSoonId! };
      const outcome = await this.db.transaction(async (tx) => {
        if (!(await lockItem(tx, target))) return 'gone';
        const mine = await tx.productLike.findFirst({
          where: { ...likeRows(target), buyerId },
          select: { id: true },
        });
        if (mine) {
          const { count } = await tx.productLike.deleteMany({
            where: { ...likeRows(target), sessionId, buyerId: null },
          });
          if (count > 0) await recount(tx, target, true);
          return count > 0 ? 'already' : 'gone';
        }
        const { count } = await tx.productLike.updateMany({
          where: { ...likeRows(target), sessionId, buyerId: null },
          data: { buyerId },
        });
        return count > 0 ? 'merged' : 'gone';
      });
      if (outcome === 'merged') merged += 1;
      if (outcome === 'already') alreadyLiked += 1;
    }
    return { merged, alreadyLiked };
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
  liker: Liker,
  ipAddress: string | null,
): Promise<LikeStatus | null> {
  if (!(await lockItem(tx, target))) return null;
  // Liked by this session or by its buyer (from any device): the toggle takes every such like back.
  const { count: removed } = await tx.productLike.deleteMany({
    where: { ...likeRows(target), ...likerRows(liker) },
  });
  if (removed === 0)
    await tx.productLike.create({
      data: { ...likeRows(target), sessionId: liker.sessionId, buyerId: liker.buyerId, ipAddress },
    });
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
