import { z } from 'zod';
import type { DrawPhase } from '../drawn-releases/drawn-release.schema.js';
import { reportMoneySchema } from './report-money.js';
import { reportPeriodAnswerSchema } from './report-period.js';

/**
 * A product as the reports need it: when it was listed, its collection, and how many pieces are still
 * unsold (for sale, held by a checkout, or under auction; 0 once decommissioned). Every product,
 * whatever the period: sell-through and days to sale join them to the period's sales.
 */
export const reportProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  collectionId: z.number().int().nullable(),
  listedAt: z.string(),
  unsold: z.number().int().nonnegative(),
});
export type ReportProduct = z.infer<typeof reportProductSchema>;

export const reportCollectionSchema = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  season: z.string(),
  year: z.number().int(),
});
export type ReportCollection = z.infer<typeof reportCollectionSchema>;

/**
 * What became of an auction: scheduled or open (still running); cancelled; no-bids; reserve-not-met
 * (bids, none at the reserve); awaiting-payment (a buyer has been offered the piece); sold (a claim
 * was paid); unsold (every claim lapsed and no bidder was left: the piece went back on sale).
 */
export const AUCTION_OUTCOMES = [
  'scheduled',
  'open',
  'cancelled',
  'no-bids',
  'reserve-not-met',
  'awaiting-payment',
  'sold',
  'unsold',
] as const;
export const auctionOutcomeSchema = z.enum(AUCTION_OUTCOMES);
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

export const auctionResultSchema = z.object({
  auctionId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  startingBid: reportMoneySchema,
  reservePrice: reportMoneySchema.nullable(),
  /** The highest bid when the auction closed (the current one while it runs); null without bids. */
  finalPrice: reportMoneySchema.nullable(),
  /** What the buyer paid: the winner's bid, or the next bidder's own when the piece passed to them. */
  soldFor: reportMoneySchema.nullable(),
  bidCount: z.number().int().nonnegative(),
  /** When it ended (or is due to end, while it runs). */
  endsAt: z.string(),
  outcome: auctionOutcomeSchema,
});
export type AuctionResult = z.infer<typeof auctionResultSchema>;

/** A drawn release's demand (signups come from notifications' report, joined by productId). */
export const drawResultSchema = z.object({
  releaseId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** How many pieces the draw gives. */
  pieces: z.number().int().positive(),
  likes: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  /** Pieces whose claim was paid. */
  sold: z.number().int().nonnegative(),
  /** The release's phase, as drawn-release.schema names them (a type-only import: see report-money.ts). */
  phase: z.enum(['open', 'closing', 'drawn'] as const satisfies readonly DrawPhase[]),
  closesAt: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/**
 * GET /api/reports/catalog (catalog, admin): every product and collection, and the auctions and drawn
 * releases that ended (or end) in the period, latest first.
 */
export const catalogReportSchema = z.object({
  period: reportPeriodAnswerSchema,
  products: z.array(reportProductSchema),
  collections: z.array(reportCollectionSchema),
  auctions: z.array(auctionResultSchema),
  drawnReleases: z.array(drawResultSchema),
});
export type CatalogReport = z.infer<typeof catalogReportSchema>;
