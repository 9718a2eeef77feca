import { queryOptions, useQuery } from '@tanstack/react-query';
import { comingSoonItemSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getComingSoonItems = (signal?: AbortSignal) =>
  apiGet('/api/coming-soon', comingSoonItemSchema.array(), signal);

export const comingSoonItemsQueryOptions = () =>
  queryOptions({ queryKey: ['coming-soon'], queryFn: ({ signal }) => getComingSoonItems(signal) });

export const useComingSoonItems = () => useQuery(comingSoonItemsQueryOptions());
