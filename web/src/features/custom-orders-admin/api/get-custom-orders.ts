import { queryOptions, useQuery } from '@tanstack/react-query';
import { customOrderSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getCustomOrders = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/custom-orders'), customOrderSchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const customOrdersQueryKey = ['admin', 'custom-orders'] as const;

export const customOrdersQueryOptions = () =>
  queryOptions({ queryKey: customOrdersQueryKey, queryFn: ({ signal }) => getCustomOrders(signal) });

export const useCustomOrders = () => useQuery(customOrdersQueryOptions());
