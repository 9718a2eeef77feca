import type { BidHistory } from '@atelier/contracts';

/** One price-moving bid ('bid' kind) as bid-history.query.ts reads it, newest first. */
export interface VisibleBidRow {
  sequence: number;
  /** Who placed it; the price after it is held by leader_buyer_id. */
  buyer_id: string;
  leader_buyer_id: string;
  /** numeric(10,2) as text: "1000.00". */
  amount: string;
  created_at: Date;
}

/** The first price-moving bid after which each buyer held the price. */
export interface FirstHoldRow {
  leader_buyer_id: string;
  first_sequence: number;
}

/**
 * "Bidder n" for every buyer who ever held the auction's price: numbered 1, 2, 3... in the order
 * they first held it, so a number never changes once given and never skips (a buyer whose bids
 * were all answered at once by a higher maximum never held the price, and is never shown).
 */
export function bidderNumbers(firsts: FirstHoldRow[]): Map<string, number> {
  const ordered = [...firsts].sort((a, b) => a.first_sequence - b.first_sequence);
  return new Map(ordered.map((row, i) => [row.leader_buyer_id, i + 1]));
}

/**
 * The public history: each step of the visible price, held by whom (anonymised), newest first.
 * A bid answered at once by an earlier, higher maximum (proxy bidding) shows as that maximum's
 * holder's bid at the visible price, `automatic`: the price it reached is public, the maximum
 * behind it never is, nor the bid that provoked it (its amount is the bidder's own maximum).
 * A leader raising their own maximum without moving the price shows nothing ('max_raised' rows
 * are never read).
 */
export function toBidHistory(latest: VisibleBidRow[], firsts: FirstHoldRow[], total: number): BidHistory {
  const numbers = bidderNumbers(firsts);
  return {
    bids: latest.map((row) => ({
      bidder: numbers.get(row.leader_buyer_id) ?? 0,
      amount: row.amount,
      automatic: row.buyer_id !== row.leader_buyer_id,
      createdAt: row.created_at.toISOString(),
    })),
    total,
  };
}
