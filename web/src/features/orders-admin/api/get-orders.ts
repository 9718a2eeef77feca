import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderStatus, orderListSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getOrders = (status: OrderStatus | undefined, signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/orders', { query: { status } }), orderListSchema, signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const ordersQueryKey = ['admin', 'orders'] as const;

export const ordersQueryOptions = (status?: OrderStatus) =>
  queryOptions({
    queryKey: [...ordersQueryKey, status ?? 'all'],
    queryFn: ({ signal }) => getOrders(status, signal),
  });

export const useOrders = (status?: OrderStatus) => useQuery(ordersQueryOptions(status));
