import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutConfigSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** How this store takes cards (Stripe or the simulated test provider), decided at run time. */
export const checkoutConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'config'],
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/checkout/config'), checkoutConfigSchema, signal),
  });

export const useCheckoutConfig = () => useQuery(checkoutConfigQueryOptions());

export const providerLabel = (provider: 'stripe' | 'simulated' | undefined) =>
  provider === 'simulated' ? 'a simulated test provider' : 'Stripe';
