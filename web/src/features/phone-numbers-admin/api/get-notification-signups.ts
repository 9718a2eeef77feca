import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationSignupSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getNotificationSignups = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/notification-signups'), notificationSignupSchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const notificationSignupsQueryKey = ['admin', 'notification-signups'] as const;

export const notificationSignupsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSignupsQueryKey,
    queryFn: ({ signal }) => getNotificationSignups(signal),
  });

export const useNotificationSignups = () => useQuery(notificationSignupsQueryOptions());
