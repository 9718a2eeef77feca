import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { buyerSchema, buyerVerificationStartedSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { mergeBrowserLikes } from '@/lib/merge-browser-likes';
import { currentBuyerQueryOptions } from './get-current-buyer';

/** Texts a one-time code to the number (the buyer agreed to texts about their bids). */
export const useStartVerification = () =>
  useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest<typeof buyerVerificationStartedSchema>(apiRoute('POST /api/buyers/verification'), {
        body: { phoneNumber, consent: true },
        schema: lazyContract((c) => c.buyerVerificationStartedSchema),
      }),
  });

/**
 * Proves the phone with the texted code; the answer sets the httpOnly buyer cookie. The name, if
 * given, is how the house recognises the buyer among bidders (the owner sees it, nobody else).
 */
export function useConfirmVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { verificationId: string; code: string; name?: string }) =>
      apiRequest<typeof buyerSchema>(apiRoute('POST /api/buyers/verification/confirm'), {
        body: input,
        schema: lazyContract((c) => c.buyerSchema),
      }),
    onSuccess: (buyer) => {
      queryClient.setQueryData(currentBuyerQueryOptions().queryKey, buyer);
      // This browser's likes become the buyer's, and theirs show here (issue 34).
      void mergeBrowserLikes(queryClient);
    },
  });
}

/** Ends this device's session on the server (a copy of its cookie stops working too) and clears the cookies. */
export function useBuyerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(apiRoute('POST /api/buyers/sign-out')),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...currentBuyerQueryOptions().queryKey, 'sessions'] });
      queryClient.setQueryData(currentBuyerQueryOptions().queryKey, null);
    },
  });
}
