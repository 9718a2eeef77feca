import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getActiveCollections = (signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/collections/active'),
    lazyContract((c) => c.collectionSchema.array()),
    signal,
  );

export const activeCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections', 'active'],
    queryFn: ({ signal }) => getActiveCollections(signal),
  });

export const useActiveCollections = () => useQuery(activeCollectionsQueryOptions());
