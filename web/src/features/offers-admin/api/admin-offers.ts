import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOffersSchema, myOfferSchema } from '@atelier/contracts';
import { toastFailure } from '@/components/ui/failure-toast';
import { toast } from '@/components/ui/use-toast';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

// Under ['admin', ...] so logging out clears it from the cache.
export const adminOffersQueryKey = ['admin', 'offers'] as const;

export const adminOffersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminOffersQueryKey, 'list'],
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/offers'), adminOffersSchema, signal),
    // Buyers make and answer offers while the owner reads the list.
    refetchInterval: 30_000,
  });

export const useAdminOffers = () => useQuery(adminOffersQueryOptions());

export type OfferDecision =
  | { offerId: string; action: 'accept' | 'decline' }
  | { offerId: string; action: 'counter'; amount: string; note: string | null };

const done = { accept: 'Offer accepted', decline: 'Offer declined', counter: 'Counter sent' } as const;
const failedTitle = {
  accept: 'The offer could not be accepted',
  decline: 'The offer could not be declined',
  counter: 'The counter could not be sent',
} as const;

/** The owner's answer to an offer: accept, counter (amount and note) or decline. */
export function useDecideOffer(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OfferDecision) =>
      apiRequest(apiRoute(`POST /api/offers/:id/${decision.action}`, { id: decision.offerId }), {
        csrfToken,
        schema: myOfferSchema,
        ...(decision.action === 'counter' ? { body: { amount: decision.amount, note: decision.note } } : {}),
      }),
    onSuccess: (_offer, decision) => toast({ title: done[decision.action] }),
    onError: (error, decision) => toastFailure(failedTitle[decision.action], error, 'Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOffersQueryKey }),
  });
}
