import { z } from 'zod';

/**
 * A bidder or entrant as the owner recognises them (issue 32 item 8, admin only): the name they
 * gave at verification or on their first order, their phone's last four digits, and what they did
 * in the house's auctions and draws. Name and digits are null for a buyer catalog has no profile of
 * (verified before profiles were kept).
 */
export const bidderSummarySchema = z.object({
  buyerId: z.uuid(),
  name: z.string().nullable(),
  phoneLast4: z.string().nullable(),
  /** Bids placed (each raise of a maximum counts), in how many auctions, and auctions won. */
  bids: z.number().int(),
  auctionsBid: z.number().int(),
  auctionsWon: z.number().int(),
  drawEntries: z.number().int(),
  drawsWon: z.number().int(),
  /** Claims (from auctions and draws) paid, and lapsed: unpaid in time or the card declined. */
  claimsPaid: z.number().int(),
  claimsLapsed: z.number().int(),
});
export type BidderSummary = z.infer<typeof bidderSummarySchema>;

/** GET /api/bidders?ids=a,b,c: up to BIDDERS_PER_REQUEST buyer ids, comma-separated. */
export const BIDDERS_PER_REQUEST = 100;
export const biddersQuerySchema = z.strictObject({
  ids: z
    .string({ error: 'ids is required: buyer ids, comma-separated' })
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: 'ids must be buyer ids (UUIDs), comma-separated' }))
        .min(1, 'ids must name at least one buyer')
        .max(BIDDERS_PER_REQUEST, `ids may name at most ${BIDDERS_PER_REQUEST} buyers`),
    ),
});

/** One auction or draw the buyer took part in, newest first. */
export const bidderActivitySchema = z.object({
  source: z.enum(['auction', 'draw']),
  /** The auction's or the drawn release's id. */
  sourceId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Their first bid or their entry. */
  at: z.string(),
  /** Auctions: bids placed and their highest maximum. Null for draws. */
  bids: z.number().int().nullable(),
  maxAmount: z.string().nullable(),
  /**
   * Auctions: leading or outbid while open; won, lost or cancelled once over. Draws: entered while
   * open; won (offered the piece) or alternate (in line behind the winners) once drawn.
   */
  outcome: z.enum(['leading', 'outbid', 'won', 'lost', 'cancelled', 'entered', 'alternate']),
  /** Their claim of the piece, if they were offered it. */
  claim: z
    .object({ state: z.enum(['offered', 'paid', 'lapsed']), lapseReason: z.string().nullable() })
    .nullable(),
});
export type BidderActivity = z.infer<typeof bidderActivitySchema>;

/** GET /api/bidders/{buyerId}: the summary and every auction and draw, newest first (at most 200). */
export const bidderHistorySchema = bidderSummarySchema.extend({ activity: z.array(bidderActivitySchema) });
export type BidderHistory = z.infer<typeof bidderHistorySchema>;
