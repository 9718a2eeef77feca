import { useQueryClient } from '@tanstack/react-query';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { apiRoute } from '@/lib/api-route';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { laterDraw, productDrawQueryOptions } from './get-product-draw';
import { myDrawEntryQueryOptions } from './my-draw-entry';

/**
 * Keeps the piece's drawn release live: the entry count as entries come in, then the draw's result,
 * pushed by the gateway into the query cache (the later of the two states), then each claim's end
 * (paid, or lapsed and passed on). Once drawn, the buyer's own entry is read again for their place
 * (won, or alternate), and the piece again when a claim ends (sold, or on sale again).
 */
export function useDrawLiveUpdates(productId: number, enabled: boolean, onPieceChanged?: () => void) {
  const queryClient = useQueryClient();
  useLiveUpdates(
    apiRoute('GET /api/products/:id/draw/events', { id: productId }),
    'draw',
    enabled,
    (data) => {
      const next = JSON.parse(data) as PublicDrawnRelease;
      const { queryKey } = productDrawQueryOptions(productId);
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: PublicDrawnRelease | null | undefined) =>
        laterDraw(current, next),
      );
      if (next.phase === 'drawn' && before?.phase !== 'drawn')
        void queryClient.invalidateQueries({ queryKey: myDrawEntryQueryOptions(next.id).queryKey });
      // A claim paid or lapsed: the piece's stock changed (sold, or on sale again), and an alternate
      // may now be offered it.
      if (
        before?.phase === 'drawn' &&
        (before.claimsOpen !== next.claimsOpen || before.piecesSold !== next.piecesSold)
      ) {
        onPieceChanged?.();
        void queryClient.invalidateQueries({ queryKey: myDrawEntryQueryOptions(next.id).queryKey });
      }
    },
  );
}
