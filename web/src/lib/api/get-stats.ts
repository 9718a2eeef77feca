import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogStatsSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getStats = (signal?: AbortSignal) => apiGet('/api/stats', catalogStatsSchema, signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const statsQueryKey = ['admin', 'stats'] as const;

export const statsQueryOptions = () =>
  queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });

export const useStats = () => useQuery(statsQueryOptions());
