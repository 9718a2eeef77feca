import { useQueryClient } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { apiRoute } from '@/lib/api-route';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { laterAuction, productAuctionQueryOptions } from './get-product-auction';

/**
 * Keeps the piece's auction live: every change the gateway pushes goes into the query cache (the
 * later of the two states, so a late message never goes back in time): bids, the close, then the
 * claim paid or passed on.
 */
export function useAuctionLiveUpdates(productId: number, enabled: boolean, onPieceChanged?: () => void) {
  const queryClient = useQueryClient();
  useLiveUpdates(
    apiRoute('GET /api/products/:id/auction/events', { id: productId }),
    'auction',
    enabled,
    (data) => {
      const next = JSON.parse(data) as PublicAuction;
      const { queryKey } = productAuctionQueryOptions(productId);
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: PublicAuction | null | undefined) =>
        laterAuction(current, next),
      );
      // Sold (its stock is gone) or on sale again (its usual purchase shows): the page reads the piece again.
      const settled = next.result === 'sold' || next.result === 'unsold';
      if (settled && before?.result !== next.result) onPieceChanged?.();
    },
  );
}
