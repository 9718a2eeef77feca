import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { offerTermsSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** A product's offer terms, its floor included (admin only: the public product never carries the floor). */
export const offerTermsQueryOptions = (productId: number | undefined) =>
  queryOptions({
    queryKey: ['admin', 'offer-terms', productId ?? 0],
    // A new product has no terms to read yet.
    queryFn:
      productId === undefined
        ? skipToken
        : ({ signal }) =>
            apiGet(
              apiRoute('GET /api/products/:id/offer-terms', { id: productId }),
              offerTermsSchema,
              signal,
            ),
    staleTime: 0,
  });

export const useOfferTerms = (productId: number | undefined) => useQuery(offerTermsQueryOptions(productId));
