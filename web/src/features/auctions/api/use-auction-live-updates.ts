import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { laterAuction, productAuctionQueryOptions } from './get-product-auction';

/**
 * Keeps the piece's auction live: the server pushes every change (Server-Sent Events through the
 * gateway) into the query cache; EventSource reconnects by itself after a dropped connection, and
 * its first event on (re)connecting is the state at that moment.
 */
export function useAuctionLiveUpdates(productId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const { queryKey } = productAuctionQueryOptions(productId);
    const source = new EventSource(`/api/products/${productId}/auction/events`);
    source.addEventListener('auction', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as PublicAuction;
      queryClient.setQueryData(queryKey, (current: PublicAuction | null | undefined) =>
        laterAuction(current, next),
      );
    });
    return () => source.close();
  }, [productId, enabled, queryClient]);
}
