import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getActiveCollections = (signal?: AbortSignal) =>
  apiGet('/api/collections/active', collectionSchema.array(), signal);

export const activeCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections', 'active'],
    queryFn: ({ signal }) => getActiveCollections(signal),
  });

export const useActiveCollections = () => useQuery(activeCollectionsQueryOptions());
