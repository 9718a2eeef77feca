import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSessionSchema, type AdminSession } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** GET /api/auth/me: the current admin session, or null when signed out (401). */
export function getSession(signal?: AbortSignal): Promise<AdminSession | null> {
  return apiGetOrNull(apiRoute('GET /api/auth/me'), adminSessionSchema, signal, [401]);
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal) });

export const useSession = () => useQuery(sessionQueryOptions());
