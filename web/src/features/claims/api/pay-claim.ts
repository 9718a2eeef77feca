import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutFormInput, claimPaidAnswerSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/**
 * Claims and pays as the verified buyer (only the winner may): the card on file is charged by the
 * store, off-session (the link works once). A paid claim leaves the buyer's open claims.
 */
export function usePayClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CheckoutFormInput) =>
      apiRequest(apiRoute('POST /api/claims/:token/pay', { token }), {
        body: details,
        schema: claimPaidAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['claims', 'mine'] }),
  });
}
