import { Injectable } from '@nestjs/common';
import type { ReportPeriodAnswer } from '@atelier/contracts/reports';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import { Prisma } from '../generated/prisma/client.js';

type Money = Prisma.Decimal;

/** One month's sums (month null: the period's totals), money as numeric(20,2). */
export interface SalesMonthRow {
  month: string | null;
  orders: number;
  pieces: number;
  shop: Money;
  auction: Money;
  draw: Money;
  shipping: Money;
  revenue: Money;
}

export interface ProductSalesRow {
  product_id: number;
  name: string;
  pieces: number;
  revenue: Money;
  first_sold_at: Date;
  last_sold_at: Date;
}

/** A sum of whole cents, answered as an exact numeric(20,2) in dollars (never floating point). */
const dollars = (sumOfCents: Prisma.Sql) => Prisma.sql`(coalesce(${sumOfCents}, 0) / 100.0)::numeric(20, 2)`;

/** Orders made in the period: from local midnight on the 1st of its first month, in its time zone. */
const inPeriod = ({ fromMonth, timeZone }: ReportPeriodAnswer) =>
  Prisma.sql`(${fromMonth}::text IS NULL
    OR o.created_at >= (${fromMonth}::text || '-01')::timestamp AT TIME ZONE ${timeZone}::text)`;

/**
 * The sales figures of the admin's Reports, summed in SQL from the orders. Every order row is a
 * payment taken (orders exist only once paid), so every order counts, whatever its status: these are
 * gross figures. Refunds (issue 32, item 3) will be recorded as rows of their own, with their own
 * date; net revenue is then these sums minus the refunds of the same month, grouped the same way and
 * joined on the month, never a rewrite of the order's figures.
 */
@Injectable()
export class SalesReportRepository {
  constructor(private readonly db: CartCheckoutDatabase) {}

  /** One row per month with sales, then the period's totals (month null). */
  months(period: ReportPeriodAnswer): Promise<SalesMonthRow[]> {
    return this.db.prisma.$queryRaw<SalesMonthRow[]>`
      WITH sales AS (
        SELECT to_char(o.created_at AT TIME ZONE ${period.timeZone}::text, 'YYYY-MM') AS month,
          o.subtotal_cents, o.shipping_cents,
          -- A claim's order sold the piece its auction or draw awarded; anything else sold in the shop,
          -- an accepted offer's claim included (a shop sale at the price agreed with the owner).
          CASE WHEN c.kind = 'claim' AND cl.source IN ('auction', 'draw') THEN cl.source ELSE 'shop' END AS channel,
          (SELECT sum(l.quantity) FROM cart_checkout.order_lines l WHERE l.order_id = o.id) AS pieces
        FROM cart_checkout.orders o
        JOIN cart_checkout.checkouts c ON c.id = o.checkout_id
        LEFT JOIN cart_checkout.claims cl ON cl.checkout_id = o.checkout_id
        WHERE ${inPeriod(period)}
      )
      SELECT month,
        count(*)::int AS orders,
        coalesce(sum(pieces), 0)::int AS pieces,
        ${dollars(Prisma.sql`sum(subtotal_cents) FILTER (WHERE channel = 'shop')`)} AS shop,
        ${dollars(Prisma.sql`sum(subtotal_cents) FILTER (WHERE channel = 'auction')`)} AS auction,
        ${dollars(Prisma.sql`sum(subtotal_cents) FILTER (WHERE channel = 'draw')`)} AS draw,
        ${dollars(Prisma.sql`sum(shipping_cents)`)} AS shipping,
        -- Revenue is the pieces and their shipping; sales tax, once charged (item 6), is the state's.
        ${dollars(Prisma.sql`sum(subtotal_cents + shipping_cents)`)} AS revenue
      FROM sales
      GROUP BY GROUPING SETS ((month), ())
      ORDER BY month NULLS LAST`;
  }

  /** What each product sold in the period (its lines' prices, without shipping), first sale first. */
  products(period: ReportPeriodAnswer): Promise<ProductSalesRow[]> {
    return this.db.prisma.$queryRaw<ProductSalesRow[]>`
      SELECT l.product_id,
        (array_agg(l.name ORDER BY o.created_at DESC, o.id DESC))[1] AS name,
        sum(l.quantity)::int AS pieces,
        sum(l.unit_price * l.quantity)::numeric(20, 2) AS revenue,
        min(o.created_at) AS first_sold_at,
        max(o.created_at) AS last_sold_at
      FROM cart_checkout.order_lines l
      JOIN cart_checkout.orders o ON o.id = l.order_id
      WHERE ${inPeriod(period)}
      GROUP BY l.product_id
      ORDER BY min(o.created_at), l.product_id`;
  }
}
