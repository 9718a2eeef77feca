import type { BidderSummary } from '@atelier/contracts';

/**
 * How the owner reads a buyer: their name and phone's last four digits ("Ines Holm ··0190"),
 * "Buyer ··0190" before a name is known, and the id's start for a buyer without a profile.
 */
export function bidderLabel(buyerId: string, summary: BidderSummary | undefined): string {
  if (!summary?.phoneLast4) return summary?.name ?? `buyer ${buyerId.slice(0, 8)}`;
  return `${summary.name ?? 'Buyer'} ··${summary.phoneLast4}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Their record in a line: bids, wins, draw entries, claims lapsed. */
export function bidderRecord(summary: BidderSummary): string {
  const wins = summary.auctionsWon + summary.drawsWon;
  return [
    plural(summary.bids, 'bid'),
    plural(wins, 'win'),
    ...(summary.drawEntries ? [plural(summary.drawEntries, 'draw entry', 'draw entries')] : []),
    `${summary.claimsLapsed} ${summary.claimsLapsed === 1 ? 'claim' : 'claims'} lapsed`,
  ].join(' · ');
}
