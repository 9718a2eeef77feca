import { Injectable } from '@nestjs/common';
import type { BidderActivity, BidderHistory, BidderSummary } from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';

interface SummaryRow {
  buyer_id: string;
  name: string | null;
  phone_last4: string | null;
  bids: number;
  auctions_bid: number;
  auctions_won: number;
  draw_entries: number;
  draws_won: number;
  claims_paid: number;
  claims_lapsed: number;
}

interface ActivityRow {
  source: 'auction' | 'draw';
  source_id: number;
  product_id: number;
  product_name: string;
  at: Date;
  bids: number | null;
  max_amount: { toFixed(digits: number): string } | null;
  outcome: BidderActivity['outcome'];
  claim_state: 'offered' | 'paid' | 'lapsed' | null;
  lapse_reason: string | null;
}

const ACTIVITY_LIMIT = 200;

const toSummary = (row: SummaryRow): BidderSummary => ({
  buyerId: row.buyer_id,
  name: row.name,
  phoneLast4: row.phone_last4,
  bids: row.bids,
  auctionsBid: row.auctions_bid,
  auctionsWon: row.auctions_won,
  drawEntries: row.draw_entries,
  drawsWon: row.draws_won,
  claimsPaid: row.claims_paid,
  claimsLapsed: row.claims_lapsed,
});

const toActivity = (row: ActivityRow): BidderActivity => ({
  source: row.source,
  sourceId: row.source_id,
  productId: row.product_id,
  productName: row.product_name,
  at: row.at.toISOString(),
  bids: row.bids,
  maxAmount: row.max_amount?.toFixed(2) ?? null,
  outcome: row.outcome,
  claim: row.claim_state ? { state: row.claim_state, lapseReason: row.lapse_reason } : null,
});

/**
 * Bidders and entrants as the owner recognises them (issue 32 item 8): the profile notifications
 * told catalog (name, phone's last four digits) beside what catalog itself knows of them: bids,
 * wins, draw entries and the claims offered to them (awards: paid, lapsed).
 */
@Injectable()
export class BiddersRepository {
  constructor(private readonly db: CatalogDatabase) {}

  /** One summary per id asked for, in the order asked (a buyer unknown here has zeros). */
  async summaries(buyerIds: string[]): Promise<BidderSummary[]> {
    const rows = await this.db.prisma.$queryRaw<SummaryRow[]>`
      SELECT ids.buyer_id::text AS buyer_id, p.name, p.phone_last4,
        (SELECT count(*)::int FROM catalog.bids b WHERE b.buyer_id = ids.buyer_id) AS bids,
        (SELECT count(DISTINCT b.auction_id)::int FROM catalog.bids b WHERE b.buyer_id = ids.buyer_id) AS auctions_bid,
        (SELECT count(*)::int FROM catalog.auctions a JOIN catalog.bids w ON w.id = a.winner_id
          WHERE w.buyer_id = ids.buyer_id AND a.status = 'ended') AS auctions_won,
        (SELECT count(*)::int FROM catalog.draw_entries e WHERE e.buyer_id = ids.buyer_id) AS draw_entries,
        (SELECT count(DISTINCT aw.source_id)::int FROM catalog.awards aw
          WHERE aw.buyer_id = ids.buyer_id AND aw.source = 'draw') AS draws_won,
        (SELECT count(*)::int FROM catalog.awards aw WHERE aw.buyer_id = ids.buyer_id AND aw.state = 'paid') AS claims_paid,
        (SELECT count(*)::int FROM catalog.awards aw WHERE aw.buyer_id = ids.buyer_id AND aw.state = 'lapsed') AS claims_lapsed
      FROM unnest(${buyerIds}::uuid[]) WITH ORDINALITY AS ids(buyer_id, n)
      LEFT JOIN catalog.buyer_profiles p ON p.buyer_id = ids.buyer_id
      ORDER BY ids.n`;
    return rows.map(toSummary);
  }

  /**
   * The buyer's summary and every auction they bid in and draw they entered, newest first, each
   * with how it went for them and their claim (the latest offered to them there).
   */
  async history(buyerId: string): Promise<BidderHistory> {
    const [summary] = await this.summaries([buyerId]);
    const activity = await this.db.prisma.$queryRaw<ActivityRow[]>`
      SELECT * FROM (
        SELECT 'auction' AS source, a.id AS source_id, a.product_id, p.name AS product_name,
          mine.first_at AS at, mine.bids, mine.max_amount,
          CASE
            WHEN a.status = 'cancelled' THEN 'cancelled'
            WHEN a.status = 'active' THEN CASE WHEN a.leader_buyer_id = ${buyerId}::uuid THEN 'leading' ELSE 'outbid' END
            WHEN w.buyer_id = ${buyerId}::uuid OR aw.state IS NOT NULL THEN 'won'
            ELSE 'lost'
          END AS outcome,
          aw.state AS claim_state, aw.lapse_reason
        FROM (SELECT auction_id, min(created_at) AS first_at, count(*)::int AS bids, max(max_amount) AS max_amount
              FROM catalog.bids WHERE buyer_id = ${buyerId}::uuid AND auction_id IS NOT NULL
              GROUP BY auction_id) mine
        JOIN catalog.auctions a ON a.id = mine.auction_id
        JOIN catalog.products p ON p.id = a.product_id
        LEFT JOIN catalog.bids w ON w.id = a.winner_id
        LEFT JOIN LATERAL (SELECT state, lapse_reason FROM catalog.awards
          WHERE source = 'auction' AND source_id = a.id AND buyer_id = ${buyerId}::uuid
          ORDER BY rank DESC LIMIT 1) aw ON true
        UNION ALL
        SELECT 'draw', d.id, d.product_id, p.name, e.created_at, NULL::int, NULL::numeric,
          CASE WHEN aw.state IS NOT NULL THEN 'won' WHEN e.position IS NOT NULL THEN 'alternate' ELSE 'entered' END,
          aw.state, aw.lapse_reason
        FROM catalog.draw_entries e
        JOIN catalog.drawn_releases d ON d.id = e.release_id
        JOIN catalog.products p ON p.id = d.product_id
        LEFT JOIN LATERAL (SELECT state, lapse_reason FROM catalog.awards
          WHERE source = 'draw' AND source_id = d.id AND buyer_id = ${buyerId}::uuid
          ORDER BY rank DESC LIMIT 1) aw ON true
        WHERE e.buyer_id = ${buyerId}::uuid
      ) activity
      ORDER BY at DESC LIMIT ${ACTIVITY_LIMIT}`;
    return { ...summary!, activity: activity.map(toActivity) };
  }
}
