import { useQueryClient } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { laterAuction, productAuctionQueryOptions } from './get-product-auction';

/**
 * Keeps the piece's auction live: every change the gateway pushes goes into the query cache (the
 * later of the two states, so a late message never goes back in time).
 */
export function useAuctionLiveUpdates(productId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveUpdates(`/api/products/${productId}/auction/events`, 'auction', enabled, (data) => {
    const next = JSON.parse(data) as PublicAuction;
    queryClient.setQueryData(
      productAuctionQueryOptions(productId).queryKey,
      (current: PublicAuction | null | undefined) => laterAuction(current, next),
    );
  });
}
