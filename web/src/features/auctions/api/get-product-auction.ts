import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** A piece's auction as anyone sees it, or null when it has none. */
export const productAuctionQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['auctions', 'product', productId],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        apiRoute('GET /api/products/:id/auction', { id: productId }),
        lazyContract((c) => c.publicAuctionSchema),
        signal,
        [404],
      ),
    // Kept fresh by the live updates (use-auction-live-updates), never by polling. Only the clock
    // opens a scheduled auction and ends an open one (no message says so): read again then, on the
    // server's clock; the close's own message normally comes first.
    staleTime: Infinity,
    refetchInterval: (query) => auctionClockChangeIn(query.state.data),
  });

/** Milliseconds until the clock alone changes the auction's phase (it opens, or its end passes). */
export function auctionClockChangeIn(auction: PublicAuction | null | undefined): number | false {
  if (!auction || (auction.phase !== 'scheduled' && auction.phase !== 'open')) return false;
  const at = auction.phase === 'scheduled' ? auction.startsAt : auction.endTime;
  const until = Date.parse(at) - Date.parse(auction.serverTime);
  // A second after it at the soonest; an hour at most (timers beyond ~24.8 days overflow).
  return Math.min(Math.max(until + 1_000, 1_000), 3_600_000);
}

/**
 * Whether the page should still follow the auction's stream: while it is scheduled or open, and once
 * ended until its sale is settled (the winner's claim paid, or passed on until nobody is left).
 */
export const auctionStillMoving = (auction: PublicAuction | null | undefined): boolean =>
  auction?.phase === 'scheduled' ||
  auction?.phase === 'open' ||
  (auction?.phase === 'ended' && (auction.result === null || auction.result === 'won'));

export const useProductAuction = (productId: number) => useQuery(productAuctionQueryOptions(productId));

/**
 * Whether the piece's auction is over and took the piece (won, or sold): it is no longer on offer,
 * whatever its stock still reads until the winner pays. False while it runs, and when it ended
 * unsold (the piece is for sale again).
 */
export function useAuctionTookPiece(productId: number, enabled: boolean): boolean {
  const auction = useQuery({ ...productAuctionQueryOptions(productId), enabled }).data;
  if (!enabled || !auction || auction.phase !== 'ended') return false;
  // Past its end but not closed yet: the close will name a winner if the price reached the reserve.
  if (auction.result === null) return auction.currentBid !== null && auction.reserveMet;
  return auction.result !== 'unsold';
}

/** Of two states of one auction, the later (an update may arrive after a newer answer). */
export const laterAuction = (
  current: PublicAuction | null | undefined,
  next: PublicAuction,
): PublicAuction =>
  !current ||
  current.id !== next.id ||
  next.bidCount > current.bidCount ||
  next.serverTime >= current.serverTime
    ? next
    : current;
