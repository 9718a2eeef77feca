import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { buyerCardSchema, buyerCardSetupSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { myCardQueryOptions } from './get-my-card';

/** Starts a SetupIntent: Stripe's client secret, or the simulated provider's. */
export const useStartCardSetup = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<typeof buyerCardSetupSchema>(apiRoute('POST /api/buyer-cards/setup'), {
        schema: lazyContract((c) => c.buyerCardSetupSchema),
      }),
  });

/** Keeps the card the setup saved (the simulated provider takes the test card's number here). */
export function useConfirmCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { setupIntentId: string; cardNumber?: string }) =>
      apiRequest<typeof buyerCardSchema>(apiRoute('POST /api/buyer-cards/confirm'), {
        body: input,
        schema: lazyContract((c) => c.buyerCardSchema),
      }),
    onSuccess: (card) => queryClient.setQueryData(myCardQueryOptions().queryKey, card),
  });
}
