import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerTermsSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

/** A product's offer terms, its floor included (admin only: the public product never carries the floor). */
export const offerTermsQueryOptions = (productId: number | undefined) =>
  queryOptions({
    queryKey: ['admin', 'offer-terms', productId ?? 0],
    queryFn: ({ signal }) => apiGet(`/api/products/${productId}/offer-terms`, offerTermsSchema, signal),
    enabled: productId !== undefined,
    staleTime: 0,
  });

export const useOfferTerms = (productId: number | undefined) => useQuery(offerTermsQueryOptions(productId));
