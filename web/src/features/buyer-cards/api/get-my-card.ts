import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerCardSchema } from '@atelier/contracts';
import { ApiRequestError, apiGet } from '@/lib/api-client';

/** The verified buyer's card on file (brand and last 4), or null when they have none yet (404). */
export const myCardQueryOptions = () =>
  queryOptions({
    queryKey: ['buyer-cards', 'mine'],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/api/buyer-cards/mine', buyerCardSchema, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const useMyCard = (enabled = true) => useQuery({ ...myCardQueryOptions(), enabled });
