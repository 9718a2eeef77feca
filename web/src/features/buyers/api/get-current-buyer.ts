import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

/** The verified buyer this browser's httpOnly cookie names, or null (not verified: a 401). */
export const currentBuyerQueryOptions = () =>
  queryOptions({
    queryKey: ['buyers', 'me'],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        '/api/buyers/me',
        lazyContract((c) => c.buyerSchema),
        signal,
        [401, 404],
      ),
    staleTime: 60_000,
  });

export const useCurrentBuyer = () => useQuery(currentBuyerQueryOptions());
