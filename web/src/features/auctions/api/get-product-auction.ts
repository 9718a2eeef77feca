import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

/** A piece's auction as anyone sees it, or null when it has none. */
export const productAuctionQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['auctions', 'product', productId],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        `/api/products/${productId}/auction`,
        lazyContract((c) => c.publicAuctionSchema),
        signal,
        [404],
      ),
    // Kept fresh by the live updates (use-auction-live-updates), never by polling.
    staleTime: Infinity,
  });

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
