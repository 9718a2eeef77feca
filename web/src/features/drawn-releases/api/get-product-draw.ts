import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

/** A piece's drawn release as anyone sees it, or null when it is not sold by a draw. */
export const productDrawQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['drawn-releases', 'product', productId],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        `/api/products/${productId}/draw`,
        lazyContract((c) => c.publicDrawnReleaseSchema),
        signal,
        [404],
      ),
    // Read again only when it is due to change: at the window's close (on the server's clock), then
    // every 2 s while the draw is being made. Entries alone change nothing a visitor acts on.
    refetchInterval: (query) => nextChangeIn(query.state.data),
  });

export const useProductDraw = (productId: number) => useQuery(productDrawQueryOptions(productId));

export function nextChangeIn(release: PublicDrawnRelease | null | undefined): number | false {
  if (!release || release.phase === 'drawn') return false;
  if (release.phase === 'closing') return 2_000;
  const untilClose = Date.parse(release.closesAt) - Date.parse(release.serverTime);
  // Timers beyond ~24.8 days overflow; an hour at most, then it looks again.
  return Math.min(Math.max(untilClose + 500, 1_000), 3_600_000);
}
