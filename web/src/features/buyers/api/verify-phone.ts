import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { buyerSchema, buyerVerificationStartedSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';
import { currentBuyerQueryOptions } from './get-current-buyer';

/** Texts a one-time code to the number (the buyer agreed to texts about their bids). */
export const useStartVerification = () =>
  useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest<typeof buyerVerificationStartedSchema>('/api/buyers/verification', {
        method: 'POST',
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
      apiRequest<typeof buyerSchema>('/api/buyers/verification/confirm', {
        method: 'POST',
        body: input,
        schema: lazyContract((c) => c.buyerSchema),
      }),
    onSuccess: (buyer) => queryClient.setQueryData(currentBuyerQueryOptions().queryKey, buyer),
  });
}

/** Ends this device's session on the server (a copy of its cookie stops working too) and clears the cookies. */
export function useBuyerSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/buyers/sign-out', { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...currentBuyerQueryOptions().queryKey, 'sessions'] });
      queryClient.setQueryData(currentBuyerQueryOptions().queryKey, null);
    },
  });
}
