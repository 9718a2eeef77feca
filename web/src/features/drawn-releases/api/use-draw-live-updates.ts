import { useQueryClient } from '@tanstack/react-query';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { laterDraw, productDrawQueryOptions } from './get-product-draw';

/**
 * Keeps the piece's drawn release live: the entry count as entries come in, then the draw's result,
 * pushed by the gateway into the query cache (the later of the two states).
 */
export function useDrawLiveUpdates(productId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveUpdates(`/api/products/${productId}/draw/events`, 'draw', enabled, (data) => {
    const next = JSON.parse(data) as PublicDrawnRelease;
    queryClient.setQueryData(
      productDrawQueryOptions(productId).queryKey,
      (current: PublicDrawnRelease | null | undefined) => laterDraw(current, next),
    );
  });
}
