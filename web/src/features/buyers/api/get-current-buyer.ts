import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerGetOrNull } from '@/lib/buyer-read';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** The verified buyer this browser's httpOnly cookie names, or null (never verified here, or a 401). */
export const currentBuyerQueryOptions = () =>
  queryOptions({
    queryKey: ['buyers', 'me'],
    queryFn: ({ signal }) =>
      buyerGetOrNull(
        apiRoute('GET /api/buyers/me'),
        lazyContract((c) => c.buyerSchema),
        signal,
        [401, 404],
      ),
    staleTime: 60_000,
  });

export const useCurrentBuyer = () => useQuery(currentBuyerQueryOptions());
