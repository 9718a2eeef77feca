import { BID_HISTORY_LIMIT, type BidHistory } from '@atelier/contracts';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { Prisma } from '../generated/prisma/client.js';
import { bidderNumbers, type FirstHoldRow, toBidHistory, type VisibleBidRow } from './bid-history.js';

type Queryable = Pick<CatalogTransaction, '$queryRaw'>;

/** An auction's price-moving bids by verified buyers (older, anonymous bids have no leader). */
const STEPS_SQL = Prisma.raw(`kind = 'bid' AND leader_buyer_id IS NOT NULL AND buyer_id IS NOT NULL`);

/**
 * The auction's public bid history in one statement (bids are read under the auction's row lock,
 * so the fewer round trips the better): when each buyer first held the price (one row per buyer),
 * and the latest BID_HISTORY_LIMIT price steps, from the bids' (auction_id, sequence) index.
 */
export async function readBidHistory(client: Queryable, auctionId: number): Promise<BidHistory> {
  const [row] = await client.$queryRaw<Array<{ firsts: JsonFirst[]; latest: JsonStep[] }>>`
    SELECT
      (SELECT coalesce(json_agg(f), '[]') FROM (
         SELECT leader_buyer_id::text AS leader_buyer_id, min(sequence) AS first_sequence, count(*)::int AS steps
         FROM catalog.bids WHERE auction_id = ${auctionId} AND ${STEPS_SQL} GROUP BY leader_buyer_id) f) AS firsts,
      (SELECT coalesce(json_agg(l ORDER BY l.sequence DESC), '[]') FROM (
         SELECT sequence, buyer_id::text AS buyer_id, leader_buyer_id::text AS leader_buyer_id,
                amount::text AS amount, created_at
         FROM catalog.bids WHERE auction_id = ${auctionId} AND ${STEPS_SQL}
         ORDER BY sequence DESC LIMIT ${BID_HISTORY_LIMIT}) l) AS latest`;
  const firsts = row?.firsts ?? [];
  const latest: VisibleBidRow[] = (row?.latest ?? []).map((step) => ({
    ...step,
    created_at: new Date(step.created_at),
  }));
  const total = firsts.reduce((sum, first) => sum + first.steps, 0);
  return toBidHistory(latest, firsts, total);
}

/** A buyer's "Bidder n" in the auction's history, or null until they held the price. */
export async function readBidderNumber(
  client: Queryable,
  auctionId: number,
  buyerId: string,
): Promise<number | null> {
  const firsts = await client.$queryRaw<FirstHoldRow[]>`
    SELECT leader_buyer_id::text AS leader_buyer_id, min(sequence) AS first_sequence
    FROM catalog.bids WHERE auction_id = ${auctionId} AND ${STEPS_SQL} GROUP BY leader_buyer_id`;
  return bidderNumbers(firsts).get(buyerId) ?? null;
}

type JsonFirst = FirstHoldRow & { steps: number };
type JsonStep = Omit<VisibleBidRow, 'created_at'> & { created_at: string };
