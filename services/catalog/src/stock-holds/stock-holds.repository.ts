import { Injectable } from '@nestjs/common';
import type { CreateStockHoldInput, StockHold, StockHoldOutcome } from '@atelier/contracts';
import { STOCK_HOLD_STATUSES } from '@atelier/contracts';
import type { RawSqlClient } from '@atelier/platform';
import { CATALOG_SCHEMA, CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { recordProductUpserted } from '../products/product-events.js';
import { productWithRelations, toProduct } from '../products/product.mapper.js';

type HoldRow = {
  id: string;
  status: string;
  expiresAt: Date;
  lines: { productId: number; quantity: number }[];
};

const toHold = (row: HoldRow): StockHold => ({
  holdId: row.id,
  status: STOCK_HOLD_STATUSES.find((s) => s === row.status) ?? 'released',
  expiresAt: row.expiresAt.toISOString(),
  lines: row.lines.map(({ productId, quantity }) => ({ productId, quantity })),
});

/** Thrown inside the reserving transaction to roll back every line already taken. */
class ShortOfStock extends Error {
  constructor(
    readonly productId: number,
    readonly available: number,
  ) {
    super(`product ${productId} is short of stock`);
  }
}

/**
 * Stock holds. Every stock change is one conditional UPDATE of the product row (never read, then
 * write), so concurrent checkouts serialise on the row lock and the CHECK (quantity >= 0) is only a
 * last line of defence. Each change records catalog.product.upserted, so the cart's read model and
 * the public product pages show the stock that is left.
 */
@Injectable()
export class StockHoldsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async find(holdId: string): Promise<StockHold | null> {
    const row = await this.db.prisma.stockHold.findUnique({
      where: { id: holdId },
      include: { lines: true },
    });
    return row ? toHold(row) : null;
  }

  /** Takes every line or none. Taking an existing holdId again answers that hold (a retried call). */
  async reserve(input: CreateStockHoldInput, holder: string): Promise<StockHoldOutcome> {
    const existing = await this.find(input.holdId);
    if (existing) return { outcome: 'held', hold: existing };
    try {
      const hold = await this.db.transaction(async (tx) => {
        const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
        await tx.stockHold.create({ data: { id: input.holdId, holder, expiresAt } });
        // A fixed order of row locks: two holds over the same pieces cannot deadlock.
        const lines = [...input.lines].sort((a, b) => a.productId - b.productId);
        for (const line of lines) {
          const awardId = input.awardId ?? null;
          const taken = await tx.$executeRaw`
            UPDATE "catalog"."products" SET "quantity" = "quantity" - ${line.quantity}
            WHERE "id" = ${line.productId} AND "quantity" >= ${line.quantity} AND NOT "decommissioned"
              -- A piece under auction is sold by its auction only, never from a cart meanwhile; a
              -- claim's hold names its award, and takes the piece only while that award is offered.
              AND CASE WHEN ${awardId}::uuid IS NULL THEN NOT "under_auction"
                  ELSE EXISTS (SELECT 1 FROM "catalog"."awards" w WHERE w."award_id" = ${awardId}::uuid
                               AND w."product_id" = "products"."id" AND w."state" = 'offered') END`;
          if (taken === 0) throw new ShortOfStock(line.productId, await availableStock(tx, line.productId));
          await tx.stockHoldLine.create({ data: { holdId: input.holdId, ...line } });
          await refreshReservation(tx, line.productId);
          await recordStockChange(tx, line.productId);
        }
        return { id: input.holdId, status: 'active', expiresAt, lines };
      });
      return { outcome: 'held', hold: toHold(hold) };
    } catch (error) {
      if (error instanceof ShortOfStock)
        return { outcome: 'short', productId: error.productId, available: error.available };
      // The same holdId taken concurrently by a retry: answer the hold the other call took.
      const raced = await this.find(input.holdId);
      if (raced) return { outcome: 'held', hold: raced };
      throw error;
    }
  }

  /** The payment succeeded: the hold may no longer expire. Null when it was already released. */
  confirm(holdId: string): Promise<StockHold | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.stockHold.updateMany({
        where: { id: holdId, status: 'active' },
        data: { status: 'confirmed', updatedAt: new Date() },
      });
      const row = await tx.stockHold.findUnique({ where: { id: holdId }, include: { lines: true } });
      // Paid for: its pieces are sold now, no longer reserved.
      if (count === 1 && row) await refreshReservations(tx, row.lines);
      return row && row.status !== 'released' ? toHold(row) : null;
    });
  }

  /**
   * Moves an active hold's end to ttlSeconds from now (the shopper pressed Pay). Null when it is no
   * longer active: released pieces may already be someone else's, so they are never taken back.
   */
  extend(holdId: string, ttlSeconds: number): Promise<StockHold | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.stockHold.updateMany({
        where: { id: holdId, status: 'active' },
        data: { expiresAt: new Date(Date.now() + ttlSeconds * 1000), updatedAt: new Date() },
      });
      if (count === 0) return null;
      const row = await tx.stockHold.findUniqueOrThrow({ where: { id: holdId }, include: { lines: true } });
      // "Reserved until" on the product pages moves with it.
      await refreshReservations(tx, row.lines);
      return toHold(row);
    });
  }

  /**
   * Puts an active hold's pieces back (payment failed or cancelled, hold expired). A confirmed or
   * committed hold is sold and stays; releasing twice changes nothing. Null for an unknown hold.
   */
  release(holdId: string, onlyIfExpired = false): Promise<StockHold | null> {
    return this.db.transaction(async (tx) => {
      const { count } = await tx.stockHold.updateMany({
        where: { id: holdId, status: 'active', ...(onlyIfExpired ? { expiresAt: { lt: new Date() } } : {}) },
        data: { status: 'released', updatedAt: new Date() },
      });
      const row = await tx.stockHold.findUnique({ where: { id: holdId }, include: { lines: true } });
      if (count === 1 && row) {
        for (const line of [...row.lines].sort((a, b) => a.productId - b.productId)) {
          const restored = await tx.$executeRaw`
            UPDATE "catalog"."products" SET "quantity" = "quantity" + ${line.quantity} WHERE "id" = ${line.productId}`;
          if (restored === 1) {
            await refreshReservation(tx, line.productId);
            await recordStockChange(tx, line.productId);
          }
        }
      }
      return row ? toHold(row) : null;
    });
  }

  /**
   * The order was paid (checkout.order.paid): the hold's pieces stay sold for good. `tx` is the
   * inbox's transaction, so the commit and the event's inbox row land together. False when the hold
   * is neither active nor confirmed (checkout confirms before it records an order, so only a
   * redelivery meets one).
   */
  async commit(tx: RawSqlClient, holdId: string): Promise<boolean> {
    const committed = await tx.$executeRawUnsafe(
      `UPDATE "${CATALOG_SCHEMA}"."stock_holds" SET status = 'committed', updated_at = now()
       WHERE id = $1::uuid AND status IN ('active', 'confirmed')`,
      holdId,
    );
    return committed > 0;
  }

  /**
   * A refunded order's pieces go back on sale (checkout.order.refunded with restock), inside the
   * inbox's transaction. Once per order: false when they were put back already. A piece taken out
   * of the shop since (decommissioned) gets its quantity back and stays out.
   */
  async restock(
    tx: CatalogTransaction,
    order: { orderId: number; refundId: string; lines: { productId: number; quantity: number }[] },
  ): Promise<boolean> {
    const first = await tx.$executeRaw`
      INSERT INTO "catalog"."order_restocks" ("order_id", "refund_id") VALUES (${order.orderId}, ${order.refundId})
      ON CONFLICT ("order_id") DO NOTHING`;
    if (first === 0) return false;
    for (const line of [...order.lines].sort((a, b) => a.productId - b.productId)) {
      const restored = await tx.$executeRaw`
        UPDATE "catalog"."products" SET "quantity" = "quantity" + ${line.quantity} WHERE "id" = ${line.productId}`;
      if (restored === 1) await recordStockChange(tx, line.productId);
    }
    return true;
  }

  /** Ids of active holds past their expiry, oldest first (the sweeper releases them). */
  async expiredHoldIds(limit: number): Promise<string[]> {
    const rows = await this.db.prisma.stockHold.findMany({
      where: { status: 'active', expiresAt: { lt: new Date() } },
      select: { id: true },
      orderBy: { expiresAt: 'asc' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /** Active holds, and those past their expiry (what the sweeper missed), for /metrics. */
  async activeCounts(): Promise<{ active: number; overdue: number }> {
    // Both from the partial index of active holds.
    const [row] = await this.db.prisma.$queryRawUnsafe<Array<{ active: number; overdue: number }>>(
      `SELECT count(*)::int AS active, (count(*) FILTER (WHERE expires_at < now()))::int AS overdue
       FROM "${CATALOG_SCHEMA}"."stock_holds" WHERE status = 'active'`,
    );
    return { active: Number(row?.active ?? 0), overdue: Number(row?.overdue ?? 0) };
  }
}

async function availableStock(tx: CatalogTransaction, productId: number): Promise<number> {
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { quantity: true, decommissioned: true, underAuction: true },
  });
  return !product || product.decommissioned || product.underAuction ? 0 : product.quantity;
}

/**
 * Sets how many of a product's pieces active holds take, and until when, from the holds themselves
 * (so it can never drift), in the transaction that changed them.
 */
async function refreshReservation(tx: CatalogTransaction, productId: number) {
  await tx.$executeRaw`
    UPDATE "catalog"."products" p SET "reserved_quantity" = COALESCE(r.quantity, 0), "reserved_until" = r.until
    FROM (
      SELECT SUM(l."quantity")::INTEGER AS quantity, MAX(h."expires_at") AS until
      FROM "catalog"."stock_hold_lines" l JOIN "catalog"."stock_holds" h ON h."id" = l."hold_id"
      WHERE l."product_id" = ${productId} AND h."status" = 'active'
    ) r
    WHERE p."id" = ${productId}`;
}

async function refreshReservations(tx: CatalogTransaction, lines: { productId: number }[]) {
  for (const { productId } of [...lines].sort((a, b) => a.productId - b.productId)) {
    await refreshReservation(tx, productId);
    await recordStockChange(tx, productId);
  }
}

async function recordStockChange(tx: CatalogTransaction, productId: number) {
  const row = await tx.product.findUniqueOrThrow({ where: { id: productId }, include: productWithRelations });
  await recordProductUpserted(tx, toProduct(row));
}
