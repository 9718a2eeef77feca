import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { cartSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { peekSessionId } from '@/lib/session-id';

/**
 * This browser's cart. A browser that has no session id yet (a first visit: it is made when the
 * shopper first likes or adds a piece) has an empty cart, so nothing is fetched: the nav's badge
 * costs a first visit no request and no schemas.
 */
export const getCart = async (signal?: AbortSignal) => {
  const sessionId = peekSessionId();
  if (!sessionId) return [];
  return apiRequest<typeof cartSchema>(apiRoute('GET /api/cart', { query: { sessionId } }), {
    schema: lazyContract((c) => c.cartSchema),
    sessionId,
    signal,
  });
};

// Spec section 4: the cart is always refetched on mount and focus, with zero stale time.
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart'],
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export const useCart = () => useQuery(cartQueryOptions());

/**
 * The cart, read again up to `retries` times `intervalMs` apart while it comes back empty (spec
 * sections 4 and 7: a line just added may still be on its way). Counted from this mount on; the
 * first read after mounting is not a retry.
 */
export function useCartWithEmptyRetries(retries: number, intervalMs: number) {
  const options = cartQueryOptions();
  const queryClient = useQueryClient();
  const [baseline] = useState(() => queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  const cart = useQuery({
    ...options,
    refetchInterval: (query) =>
      query.state.data?.length === 0 && query.state.dataUpdateCount - baseline <= retries
        ? intervalMs
        : false,
  });
  /** Still empty after every retry. */
  const updates = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const stillEmpty = cart.data?.length === 0 && updates - baseline > retries;
  return { cart, stillEmpty };
}
