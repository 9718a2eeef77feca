import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSessionSchema, type AdminSession } from '@atelier/contracts';
import { ApiRequestError, apiGet } from '@/lib/api-client';

/** GET /api/auth/me: the current admin session, or null when signed out (401). */
export async function getSession(signal?: AbortSignal): Promise<AdminSession | null> {
  try {
    return await apiGet('/api/auth/me', adminSessionSchema, signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: ({ signal }) => getSession(signal) });

export const useSession = () => useQuery(sessionQueryOptions());
