import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** The verified buyer's card on file (brand and last 4), or null when they have none yet (404). */
export const myCardQueryOptions = () =>
  queryOptions({
    queryKey: ['buyer-cards', 'mine'],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        apiRoute('GET /api/buyer-cards/mine'),
        lazyContract((c) => c.buyerCardSchema),
        signal,
        [404, 401],
      ),
    staleTime: 60_000,
  });

export const useMyCard = (enabled = true) => useQuery({ ...myCardQueryOptions(), enabled });
