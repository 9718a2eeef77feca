import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { buyerSessionListSchema, buyerSignedOutEverywhereSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { currentBuyerQueryOptions } from './get-current-buyer';

/** The devices the verified buyer is signed in on (this one first, flagged `current`). */
export const buyerSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['buyers', 'me', 'sessions'],
    queryFn: ({ signal }) =>
      apiRequest<typeof buyerSessionListSchema>(apiRoute('GET /api/buyers/me/sessions'), {
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
      apiRequest(apiRoute('DELETE /api/buyers/me/sessions/:id', { id: sessionId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerSessionsQueryOptions().queryKey }),
  });
}

/** Signs every device out, this one included: the browser is then a visitor again. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof buyerSignedOutEverywhereSchema>(
        apiRoute('POST /api/buyers/me/sessions/sign-out-everywhere'),
        {
          schema: lazyContract((c) => c.buyerSignedOutEverywhereSchema),
        },
      ),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: buyerSessionsQueryOptions().queryKey });
      queryClient.setQueryData(currentBuyerQueryOptions().queryKey, null);
    },
  });
}
