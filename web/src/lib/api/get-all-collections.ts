import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** Every collection, hidden and archived included (admin only). */
export const getAllCollections = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/collections'), collectionSchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const allCollectionsQueryKey = ['admin', 'collections'] as const;

export const allCollectionsQueryOptions = () =>
  queryOptions({ queryKey: allCollectionsQueryKey, queryFn: ({ signal }) => getAllCollections(signal) });

export const useAllCollections = () => useQuery(allCollectionsQueryOptions());
