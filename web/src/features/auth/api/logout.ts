import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { sessionQueryKey } from './get-session';

export const logout = (csrfToken: string) => apiRequest(apiRoute('POST /api/auth/logout'), { csrfToken });

export function useLogout(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      // Admin-only lists must not linger in the cache once signed out.
      queryClient.removeQueries({ queryKey: ['admin'] });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
