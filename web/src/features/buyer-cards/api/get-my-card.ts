import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerCardSchema } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';

/** The verified buyer's card on file (brand and last 4), or null when they have none yet (404). */
export const myCardQueryOptions = () =>
  queryOptions({
    queryKey: ['buyer-cards', 'mine'],
    queryFn: ({ signal }) => apiGetOrNull('/api/buyer-cards/mine', buyerCardSchema, signal, [404, 401]),
    staleTime: 60_000,
  });

export const useMyCard = (enabled = true) => useQuery({ ...myCardQueryOptions(), enabled });
