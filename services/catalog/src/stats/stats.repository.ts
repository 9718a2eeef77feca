import { Injectable } from '@nestjs/common';
import { type CatalogStats, LOW_STOCK_QUANTITY } from '@atelier/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { CatalogDatabase } from '../database/catalog-database.js';

interface StatsRow {
  total_products: bigint;
  low_stock_items: bigint;
  potential_revenue: Prisma.Decimal;
  active_auctions: bigint;
}

/** The admin's Quick Stats, in one query over products not decommissioned and active auctions. */
@Injectable()
export class StatsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async stats(): Promise<CatalogStats> {
    const [row] = await this.db.prisma.$queryRaw<StatsRow[]>`
      SELECT
        count(*) AS total_products,
        -- Low but not gone: a sold piece (nothing left, nothing held) is not 'low stock'.
        count(*) FILTER (WHERE quantity <= ${LOW_STOCK_QUANTITY} AND (quantity > 0 OR reserved_quantity > 0)) AS low_stock_items,
        coalesce(sum(price * quantity) FILTER (WHERE status = 'active'), 0)::numeric(20, 2) AS potential_revenue,
        (SELECT count(*) FROM catalog.auctions a
           JOIN catalog.products ap ON ap.id = a.product_id AND NOT ap.decommissioned
          WHERE a.status = 'active' AND a.end_time > clock_timestamp()) AS active_auctions
      FROM catalog.products
      WHERE NOT decommissioned`;
    return {
      totalProducts: Number(row!.total_products),
      activeAuctions: Number(row!.active_auctions),
      lowStockItems: Number(row!.low_stock_items),
      potentialRevenue: row!.potential_revenue.toFixed(2),
    };
  }
}
