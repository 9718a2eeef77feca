import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getComingSoonItems = (signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/coming-soon'),
    lazyContract((c) => c.comingSoonItemSchema.array()),
    signal,
  );

export const comingSoonItemsQueryOptions = () =>
  queryOptions({ queryKey: ['coming-soon'], queryFn: ({ signal }) => getComingSoonItems(signal) });

export const useComingSoonItems = () => useQuery(comingSoonItemsQueryOptions());
