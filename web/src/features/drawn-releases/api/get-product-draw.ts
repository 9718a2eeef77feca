import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDrawnRelease } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** A piece's drawn release as anyone sees it, or null when it is not sold by a draw. */
export const productDrawQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['drawn-releases', 'product', productId],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        apiRoute('GET /api/products/:id/draw', { id: productId }),
        lazyContract((c) => c.publicDrawnReleaseSchema),
        signal,
        [404],
      ),
    // Entries and the draw arrive live (use-draw-live-updates). The window's close is only the
    // clock, so the release is read again then (on the server's clock), and every 2 s while the
    // draw is being made, should its message be late.
    refetchInterval: (query) => nextChangeIn(query.state.data),
  });

export const useProductDraw = (productId: number) => useQuery(productDrawQueryOptions(productId));

type Claims = Pick<PublicDrawnRelease, 'phase' | 'quantity' | 'claimsOpen' | 'piecesSold'>;

/** Drawn, every piece paid for by its winner (or an alternate): the release is sold. */
export const drawSoldOut = (release: Claims): boolean =>
  release.phase === 'drawn' && release.piecesSold >= release.quantity;

/**
 * Drawn, no claim open and some pieces not paid for (nobody entered, or every claim lapsed with
 * nobody left in line): those pieces are on sale again, as usual.
 */
export const drawBackOnSale = (release: Claims): boolean =>
  release.phase === 'drawn' && release.claimsOpen === 0 && release.piecesSold < release.quantity;

/** Once entries closed the draw has the pieces (its winners' to claim) until some are on sale again. */
export const drawHasPiece = (release: Claims | null | undefined): boolean =>
  Boolean(release) && release!.phase !== 'open' && !drawBackOnSale(release!);

/** Whether the page still waits for changes: entries, the draw, then each claim until none is open. */
export const drawStillMoving = (release: Claims | null | undefined): boolean =>
  Boolean(release) && (release!.phase !== 'drawn' || release!.claimsOpen > 0);

export function nextChangeIn(release: PublicDrawnRelease | null | undefined): number | false {
  if (!release || release.phase === 'drawn') return false;
  if (release.phase === 'closing') return 2_000;
  const untilClose = Date.parse(release.closesAt) - Date.parse(release.serverTime);
  // Timers beyond ~24.8 days overflow; an hour at most, then it looks again.
  return Math.min(Math.max(untilClose + 500, 1_000), 3_600_000);
}

/** Of two states of one release, the later (an update may arrive after a newer answer): drawn comes after open, more entries after fewer. */
export function laterDraw(
  current: PublicDrawnRelease | null | undefined,
  next: PublicDrawnRelease,
): PublicDrawnRelease {
  if (!current || current.id !== next.id) return next;
  const progress = (r: PublicDrawnRelease) => (r.phase === 'drawn' ? 1 : 0) * 1e9 + r.entryCount;
  if (progress(next) !== progress(current)) return progress(next) > progress(current) ? next : current;
  return next.serverTime >= current.serverTime ? next : current;
}
