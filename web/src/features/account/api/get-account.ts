import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/**
 * A collector's own lists (issue 34), each keyed by the buyer: signing in with another phone on
 * this device never shows the previous buyer's. Asked only once the buyer is known (enabled).
 */
const accountQuery = <T>(
  name: string,
  buyerId: string | undefined,
  fetch: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: ['account', name, buyerId ?? 'none'],
    queryFn: ({ signal }) => fetch(signal),
    enabled: buyerId !== undefined,
    staleTime: 15_000,
  });

export const myClaimsQueryOptions = (buyerId: string | undefined) =>
  accountQuery('claims', buyerId, (signal) =>
    apiGet(
      apiRoute('GET /api/claims/mine'),
      lazyContract((c) => c.openClaimsSchema),
      signal,
    ),
  );

export const myBidsQueryOptions = (buyerId: string | undefined) =>
  accountQuery('bids', buyerId, (signal) =>
    apiGet(
      apiRoute('GET /api/buyers/me/bids'),
      lazyContract((c) => c.myBidsSchema),
      signal,
    ),
  );

export const myDrawEntriesQueryOptions = (buyerId: string | undefined) =>
  accountQuery('draw-entries', buyerId, (signal) =>
    apiGet(
      apiRoute('GET /api/buyers/me/draw-entries'),
      lazyContract((c) => c.myDrawEntrySummariesSchema),
      signal,
    ),
  );

export const myOrdersQueryOptions = (buyerId: string | undefined) =>
  accountQuery('orders', buyerId, (signal) =>
    apiGet(
      apiRoute('GET /api/buyers/me/orders'),
      lazyContract((c) => c.myOrdersSchema),
      signal,
    ),
  );

export const myLikesQueryOptions = (buyerId: string | undefined) =>
  accountQuery('likes', buyerId, (signal) =>
    apiGet(
      apiRoute('GET /api/buyers/me/likes'),
      lazyContract((c) => c.myLikesSchema),
      signal,
    ),
  );

export const useMyClaims = (buyerId: string | undefined) => useQuery(myClaimsQueryOptions(buyerId));
export const useMyBids = (buyerId: string | undefined) => useQuery(myBidsQueryOptions(buyerId));
export const useMyDrawEntries = (buyerId: string | undefined) => useQuery(myDrawEntriesQueryOptions(buyerId));
export const useMyOrders = (buyerId: string | undefined) => useQuery(myOrdersQueryOptions(buyerId));
export const useMyLikes = (buyerId: string | undefined) => useQuery(myLikesQueryOptions(buyerId));
