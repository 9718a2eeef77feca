import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MakeOfferInput, myOfferSchema, MyOffer, MyOfferAnswer } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { buyerGetOrNull } from '@/lib/buyer-read';
import { lazyContract } from '@/lib/lazy-contract';

/**
 * The verified buyer's latest offer on a piece and whether it takes offers now; null for a visitor
 * who is not verified (401). Read again every half minute while the page is open: the owner may
 * answer meanwhile.
 */
export const myOfferQueryOptions = (productId: number, buyerId: string | undefined) =>
  queryOptions({
    // Keyed by the buyer: verifying a phone (or another one) on this device reads theirs afresh.
    queryKey: ['offers', 'mine', productId, buyerId ?? 'none'],
    queryFn: ({ signal }) =>
      buyerGetOrNull(
        apiRoute('GET /api/products/:id/offers/mine', { id: productId }),
        lazyContract((c) => c.myOfferAnswerSchema),
        signal,
      ),
    refetchInterval: 30_000,
    // Asked once the buyer on this device is known (a visitor has none to read).
    enabled: buyerId !== undefined,
  });

export const useMyOffer = (productId: number, buyerId: string | undefined) =>
  useQuery(myOfferQueryOptions(productId, buyerId));

/** Keeps the answer of a buyer's action as their latest offer, and re-reads the piece when it changed hands. */
function useOfferAction<V>(
  productId: number,
  buyerId: string | undefined,
  request: (variables: V) => Promise<MyOffer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (offer) => {
      queryClient.setQueryData(
        myOfferQueryOptions(productId, buyerId).queryKey,
        (current: MyOfferAnswer | null | undefined) => ({
          productId,
          acceptingOffers: offer.state === 'accepted' ? false : (current?.acceptingOffers ?? true),
          offer,
        }),
      );
      // An accepted counter holds the piece (its page reads Reserved) and opens a claim to pay.
      if (offer.state === 'accepted') {
        void queryClient.invalidateQueries({ queryKey: ['products', productId] });
        void queryClient.invalidateQueries({ queryKey: ['claims'] });
      }
    },
  });
}

const schema = lazyContract((c) => c.myOfferSchema);

export const useMakeOffer = (productId: number, buyerId: string | undefined) =>
  useOfferAction(productId, buyerId, (input: MakeOfferInput) =>
    apiRequest<typeof myOfferSchema>(apiRoute('POST /api/products/:id/offers', { id: productId }), {
      body: input,
      schema,
    }),
  );

/** withdraw, accept-counter or decline-counter: the buyer's answers, on their own offer. */
export const useAnswerOffer = (productId: number, buyerId: string | undefined) =>
  useOfferAction(
    productId,
    buyerId,
    ({ offerId, action }: { offerId: string; action: 'withdraw' | 'accept-counter' | 'decline-counter' }) =>
      apiRequest<typeof myOfferSchema>(apiRoute(`POST /api/offers/:id/${action}`, { id: offerId }), {
        schema,
      }),
  );

/**
 * The claim an accepted offer opened, while it waits to be paid (from the buyer's open claims):
 * where to pay it. Null when there is none (paid, lapsed, or not verified).
 */
export const offerClaimQueryOptions = (productId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['claims', 'offer', productId],
    queryFn: async ({ signal }) => {
      const claims = await buyerGetOrNull(
        apiRoute('GET /api/claims/mine'),
        lazyContract((c) => c.openClaimsSchema),
        signal,
      );
      return claims?.find((claim) => claim.source === 'offer' && claim.productId === productId) ?? null;
    },
    enabled,
  });
