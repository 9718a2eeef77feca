import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { artistSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getAdminArtists = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/artists'), artistSchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const adminArtistsQueryKey = ['admin', 'artists'] as const;

export const adminArtistsQueryOptions = () =>
  queryOptions({ queryKey: adminArtistsQueryKey, queryFn: ({ signal }) => getAdminArtists(signal) });

export const useAdminArtists = () => useQuery(adminArtistsQueryOptions());

// The storefront caches the list as ['artists'] and each profile as ['artists', id] (features/artists);
// the literal prefix refreshes both without importing across features.
export const invalidateArtists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminArtistsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['artists'] }),
  ]);
