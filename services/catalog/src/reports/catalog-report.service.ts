import { Injectable } from '@nestjs/common';
import {
  type AuctionOutcome,
  type AuctionResult,
  type CatalogReport,
  type ReportQuery,
  reportPeriodOf,
} from '@atelier/contracts/reports';
import { drawPhaseOf } from '../drawn-releases/drawn-release.mapper.js';
import { type AuctionResultRow, CatalogReportRepository } from './catalog-report.repository.js';

/** What became of an auction, from its row, its awards and the database's clock. */
export function auctionOutcomeOf(
  row: Pick<
    AuctionResultRow,
    'status' | 'starts_at' | 'server_time' | 'bid_count' | 'has_winner' | 'sold_for' | 'latest_award_state'
  >,
): AuctionOutcome {
  if (row.status === 'cancelled') return 'cancelled';
  // Still running (or past its end for the closer's next round, at most seconds).
  if (row.status === 'active') return row.server_time < row.starts_at ? 'scheduled' : 'open';
  if (row.bid_count === 0) return 'no-bids';
  if (!row.has_winner) return 'reserve-not-met';
  if (row.sold_for !== null) return 'sold';
  // Every offer lapsed and nobody was left: the piece went back on sale.
  return row.latest_award_state === 'lapsed' ? 'unsold' : 'awaiting-payment';
}

const toAuctionResult = (row: AuctionResultRow): AuctionResult => ({
  auctionId: row.auction_id,
  productId: row.product_id,
  productName: row.product_name,
  startingBid: row.starting_bid.toFixed(2),
  reservePrice: row.reserve_price?.toFixed(2) ?? null,
  finalPrice: row.current_bid?.toFixed(2) ?? null,
  soldFor: row.sold_for?.toFixed(2) ?? null,
  bidCount: row.bid_count,
  endsAt: row.ends_at.toISOString(),
  outcome: auctionOutcomeOf(row),
});

/**
 * The catalog's part of the admin's Reports: products with their listing dates and unsold pieces,
 * collections, and the period's auction results and drawn releases. Sales come from cart-checkout
 * and signups from notifications: the web joins them by product id.
 */
@Injectable()
export class CatalogReportService {
  constructor(private readonly reports: CatalogReportRepository) {}

  async report(query: ReportQuery, now = new Date()): Promise<CatalogReport> {
    const period = reportPeriodOf(query, now);
    const [products, collections, auctions, draws] = await Promise.all([
      this.reports.products(),
      this.reports.collections(),
      this.reports.auctions(period),
      this.reports.drawnReleases(period),
    ]);
    return {
      period,
      products: products.map((row) => ({
        productId: row.product_id,
        name: row.name,
        collectionId: row.collection_id,
        listedAt: row.listed_at.toISOString(),
        unsold: row.unsold,
      })),
      collections: collections.map(({ id, ...collection }) => ({ collectionId: id, ...collection })),
      auctions: auctions.map(toAuctionResult),
      drawnReleases: draws.map((row) => ({
        releaseId: row.release_id,
        productId: row.product_id,
        productName: row.product_name,
        pieces: row.pieces,
        likes: row.likes,
        entries: row.entries,
        sold: row.sold,
        phase: drawPhaseOf(row),
        closesAt: row.closes_at.toISOString(),
      })),
    };
  }
}
