import { BID_HISTORY_LIMIT, type BidHistory } from '@atelier/contracts';
import type { CatalogTransaction } from '../database/catalog-database.js';
import { bidderNumbers, type FirstHoldRow, toBidHistory, type VisibleBidRow } from './bid-history.js';

type Queryable = Pick<CatalogTransaction, '$queryRaw'>;

/** When each buyer first held the price: one row per buyer (few), from the auction's bids index. */
const firstHolds = (client: Queryable, auctionId: number) =>
  client.$queryRaw<(FirstHoldRow & { steps: number })[]>`
    SELECT leader_buyer_id::text AS leader_buyer_id, min(sequence) AS first_sequence, count(*)::int AS steps
    FROM catalog.bids
    WHERE auction_id = ${auctionId} AND kind = 'bid' AND leader_buyer_id IS NOT NULL AND buyer_id IS NOT NULL
    GROUP BY leader_buyer_id`;

/** The auction's public bid history: its latest BID_HISTORY_LIMIT price steps and their total. */
export async function readBidHistory(client: Queryable, auctionId: number): Promise<BidHistory> {
  const firsts = await firstHolds(client, auctionId);
  if (firsts.length === 0) return { bids: [], total: 0 };
  const latest = await client.$queryRaw<VisibleBidRow[]>`
    SELECT sequence, buyer_id::text AS buyer_id, leader_buyer_id::text AS leader_buyer_id, amount, created_at
    FROM catalog.bids
    WHERE auction_id = ${auctionId} AND kind = 'bid' AND leader_buyer_id IS NOT NULL AND buyer_id IS NOT NULL
    ORDER BY sequence DESC LIMIT ${BID_HISTORY_LIMIT}`;
  const total = firsts.reduce((sum, row) => sum + row.steps, 0);
  return toBidHistory(latest, firsts, total);
}

/** A buyer's "Bidder n" in the auction's history, or null until they held the price. */
export async function readBidderNumber(
  client: Queryable,
  auctionId: number,
  buyerId: string,
): Promise<number | null> {
  return bidderNumbers(await firstHolds(client, auctionId)).get(buyerId) ?? null;
}
