import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionSchema, type LoginInput } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { sessionQueryKey } from './get-session';

export const login = (input: LoginInput) =>
  apiRequest(apiRoute('POST /api/auth/login'), { body: input, schema: adminSessionSchema });

export function useLogin(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // The answer is the session itself: no need to ask /api/auth/me again.
      queryClient.setQueryData(sessionQueryKey, session);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
