import { Injectable } from '@nestjs/common';
import type { ReportPeriodAnswer } from '@atelier/contracts/reports';
import { CatalogDatabase } from '../database/catalog-database.js';
import { Prisma } from '../generated/prisma/client.js';

type Money = Prisma.Decimal;

export interface ReportProductRow {
  product_id: number;
  name: string;
  collection_id: number | null;
  listed_at: Date;
  unsold: number;
}

export interface AuctionResultRow {
  auction_id: number;
  product_id: number;
  product_name: string;
  starting_bid: Money;
  reserve_price: Money | null;
  current_bid: Money | null;
  bid_count: number;
  status: string;
  starts_at: Date;
  ends_at: Date;
  has_winner: boolean;
  /** The paid award's price, if a claim was paid. */
  sold_for: Money | null;
  /** The state of the latest award (the last buyer offered the piece), if any. */
  latest_award_state: string | null;
  server_time: Date;
}

export interface DrawResultRow {
  release_id: number;
  product_id: number;
  product_name: string;
  pieces: number;
  likes: number;
  entries: number;
  sold: number;
  status: string;
  closes_at: Date;
  server_time: Date;
}

/** `at` falls in the period: from local midnight on the 1st of its first month, in its time zone. */
const inPeriod = (at: Prisma.Sql, { fromMonth, timeZone }: ReportPeriodAnswer) =>
  Prisma.sql`(${fromMonth}::text IS NULL
    OR ${at} >= (${fromMonth}::text || '-01')::timestamp AT TIME ZONE ${timeZone}::text)`;

/** The catalog's figures for the admin's Reports, each one query (sales are cart-checkout's). */
@Injectable()
export class CatalogReportRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** Every product: pieces a checkout holds or an auction or draw is selling are still unsold. */
  products(): Promise<ReportProductRow[]> {
    return this.db.prisma.$queryRaw<ReportProductRow[]>`
      SELECT id AS product_id, name, collection_id, created_at AS listed_at,
        CASE WHEN decommissioned THEN 0 ELSE quantity + reserved_quantity END AS unsold
      FROM catalog.products
      ORDER BY id`;
  }

  collections() {
    return this.db.prisma.collection.findMany({
      select: { id: true, name: true, season: true, year: true },
      orderBy: [{ year: 'desc' }, { id: 'desc' }],
    });
  }

  /** Auctions that ended in the period, or end in it (running ones), latest first. */
  auctions(period: ReportPeriodAnswer): Promise<AuctionResultRow[]> {
    return this.db.prisma.$queryRaw<AuctionResultRow[]>`
      SELECT a.id AS auction_id, a.product_id, p.name AS product_name, a.starting_bid, a.reserve_price,
        a.current_bid, a.bid_count, a.status, a.starts_at, coalesce(a.ended_at, a.end_time) AS ends_at,
        a.winner_id IS NOT NULL AS has_winner, paid.price AS sold_for, latest.state AS latest_award_state,
        clock_timestamp() AS server_time
      FROM catalog.auctions a
      JOIN catalog.products p ON p.id = a.product_id
      LEFT JOIN LATERAL (SELECT price FROM catalog.awards
        WHERE source = 'auction' AND source_id = a.id AND state = 'paid' ORDER BY rank LIMIT 1) paid ON true
      LEFT JOIN LATERAL (SELECT state FROM catalog.awards
        WHERE source = 'auction' AND source_id = a.id ORDER BY rank DESC LIMIT 1) latest ON true
      WHERE ${inPeriod(Prisma.sql`coalesce(a.ended_at, a.end_time)`, period)}
      ORDER BY coalesce(a.ended_at, a.end_time) DESC, a.id DESC`;
  }

  /** Drawn releases whose entries closed in the period, or close in it (open ones), latest first. */
  drawnReleases(period: ReportPeriodAnswer): Promise<DrawResultRow[]> {
    return this.db.prisma.$queryRaw<DrawResultRow[]>`
      SELECT d.id AS release_id, d.product_id, p.name AS product_name, d.quantity AS pieces,
        p.likes_count AS likes, d.status, d.closes_at,
        (SELECT count(*)::int FROM catalog.draw_entries e WHERE e.release_id = d.id) AS entries,
        (SELECT count(*)::int FROM catalog.awards w
          WHERE w.source = 'draw' AND w.source_id = d.id AND w.state = 'paid') AS sold,
        clock_timestamp() AS server_time
      FROM catalog.drawn_releases d
      JOIN catalog.products p ON p.id = d.product_id
      WHERE ${inPeriod(Prisma.sql`d.closes_at`, period)}
      ORDER BY d.closes_at DESC, d.id DESC`;
  }
}
