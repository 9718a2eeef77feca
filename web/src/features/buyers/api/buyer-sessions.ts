import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { buyerSessionListSchema, buyerSignedOutEverywhereSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';
import { currentBuyerQueryOptions } from './get-current-buyer';

/** The devices the verified buyer is signed in on (this one first, flagged `current`). */
export const buyerSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['buyers', 'me', 'sessions'],
    queryFn: ({ signal }) =>
      apiRequest<typeof buyerSessionListSchema>('/api/buyers/me/sessions', {
        schema: lazyContract((c) => c.buyerSessionListSchema),
        signal,
      }),
  });

export const useBuyerSessions = () => useQuery(buyerSessionsQueryOptions());

/** Signs another device out (its cookie stops working within seconds); the list is read again. */
export function useEndBuyerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/api/buyers/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerSessionsQueryOptions().queryKey }),
  });
}

/** Signs every device out, this one included: the browser is then a visitor again. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof buyerSignedOutEverywhereSchema>('/api/buyers/me/sessions/sign-out-everywhere', {
        method: 'POST',
        schema: lazyContract((c) => c.buyerSignedOutEverywhereSchema),
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: buyerSessionsQueryOptions().queryKey });
      queryClient.setQueryData(currentBuyerQueryOptions().queryKey, null);
    },
  });
}
