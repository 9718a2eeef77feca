import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getUnreadCount = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/custom-orders/unread-count'), unreadCountSchema, signal);

export const unreadCountQueryKey = ['admin', 'custom-orders', 'unread-count'] as const;

/** Spec section 9: the one polled query, every 30 s while the admin is signed in (this is admin-only code). */
export const UNREAD_REFRESH_MS = 30_000;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_REFRESH_MS,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
