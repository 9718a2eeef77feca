import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogStatsSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getStats = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/stats'), catalogStatsSchema, signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const statsQueryKey = ['admin', 'stats'] as const;

export const statsQueryOptions = () =>
  queryOptions({ queryKey: statsQueryKey, queryFn: ({ signal }) => getStats(signal) });

export const useStats = () => useQuery(statsQueryOptions());
