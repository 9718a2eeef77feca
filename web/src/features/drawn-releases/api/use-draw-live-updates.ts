import { useQueryClient } from '@tanstack/react-query';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { laterDraw, productDrawQueryOptions } from './get-product-draw';
import { myDrawEntryQueryOptions } from './my-draw-entry';

/**
 * Keeps the piece's drawn release live: the entry count as entries come in, then the draw's result,
 * pushed by the gateway into the query cache (the later of the two states). Once drawn, the buyer's
 * own entry is read again for their place (won, or alternate).
 */
export function useDrawLiveUpdates(productId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveUpdates(`/api/products/${productId}/draw/events`, 'draw', enabled, (data) => {
    const next = JSON.parse(data) as PublicDrawnRelease;
    const { queryKey } = productDrawQueryOptions(productId);
    const before = queryClient.getQueryData(queryKey);
    queryClient.setQueryData(queryKey, (current: PublicDrawnRelease | null | undefined) =>
      laterDraw(current, next),
    );
    if (next.phase === 'drawn' && before?.phase !== 'drawn')
      void queryClient.invalidateQueries({ queryKey: myDrawEntryQueryOptions(next.id).queryKey });
  });
}
