import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/**
 * The verified buyer's claims still to pay (null when not verified: a 401). Keyed by the buyer, so
 * verifying another phone on this device never shows the previous buyer's claims.
 */
export const myClaimsQueryOptions = (buyerId: string | undefined) =>
  queryOptions({
    queryKey: ['claims', 'mine', buyerId ?? 'none'],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        apiRoute('GET /api/claims/mine'),
        lazyContract((c) => c.openClaimsSchema),
        signal,
        [401],
      ),
    enabled: buyerId !== undefined,
    staleTime: 30_000,
  });

export const useMyClaims = (buyerId: string | undefined) => useQuery(myClaimsQueryOptions(buyerId));
