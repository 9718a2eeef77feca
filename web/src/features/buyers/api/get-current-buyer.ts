import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerSchema } from '@atelier/contracts';
import { ApiRequestError, apiGet } from '@/lib/api-client';

/** The verified buyer this browser's httpOnly cookie names, or null (not verified: a 401). */
export const currentBuyerQueryOptions = () =>
  queryOptions({
    queryKey: ['buyers', 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/api/buyers/me', buyerSchema, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const useCurrentBuyer = () => useQuery(currentBuyerQueryOptions());
