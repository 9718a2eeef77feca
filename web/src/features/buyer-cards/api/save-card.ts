import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyerCardSchema, buyerCardSetupSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { myCardQueryOptions } from './get-my-card';

/** Starts a SetupIntent: Stripe's client secret, or the simulated provider's. */
export const useStartCardSetup = () =>
  useMutation({
    mutationFn: () => apiRequest('/api/buyer-cards/setup', { method: 'POST', schema: buyerCardSetupSchema }),
  });

/** Keeps the card the setup saved (the simulated provider takes the test card's number here). */
export function useConfirmCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { setupIntentId: string; cardNumber?: string }) =>
      apiRequest('/api/buyer-cards/confirm', { method: 'POST', body: input, schema: buyerCardSchema }),
    onSuccess: (card) => queryClient.setQueryData(myCardQueryOptions().queryKey, card),
  });
}
