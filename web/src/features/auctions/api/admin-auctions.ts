import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminAuctionDetailSchema, adminAuctionSchema, productSchema } from '@atelier/contracts';
import { z } from 'zod';
import { toastFailure } from '@/components/ui/failure-toast';
import { toast } from '@/components/ui/use-toast';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

// Under ['admin', ...] so logging out clears it from the cache.
export const adminAuctionsQueryKey = ['admin', 'auctions'] as const;

export const adminAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminAuctionsQueryKey, 'list'],
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/auctions'), z.array(adminAuctionSchema), signal),
  });

export const adminAuctionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminAuctionsQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/auctions/:id', { id }), adminAuctionDetailSchema, signal),
  });

/** Pieces that may be auctioned: bidding enabled, still for sale. */
export const biddableProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminAuctionsQueryKey, 'biddable-products'],
    queryFn: async ({ signal }) =>
      (await apiGet(apiRoute('GET /api/products'), z.array(productSchema), signal)).filter(
        (p) => p.isBiddingEnabled && p.quantity > 0,
      ),
  });

export const useAdminAuctions = () => useQuery(adminAuctionsQueryOptions());
export const useAdminAuction = (id: number) => useQuery(adminAuctionQueryOptions(id));
export const useBiddableProducts = () => useQuery(biddableProductsQueryOptions());

export type OpenAuctionFields = {
  productId: number;
  startingBid: string;
  minimumBidIncrement: string;
  reservePrice: string;
  startsAt: string;
  endTime: string;
  estimateLow: string;
  estimateHigh: string;
};

const failed = (title: string) => (error: unknown) => toastFailure(title, error, 'Please try again.');

/** What else an auction change makes stale (the route passes the Quick Stats' refresh). */
export type AfterAuctionChange = () => void;

export function useOpenAuction(csrfToken: string, afterChange?: AfterAuctionChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OpenAuctionFields) =>
      apiRequest(apiRoute('POST /api/auctions'), {
        csrfToken,
        schema: adminAuctionSchema,
        body: {
          productId: fields.productId,
          startingBid: fields.startingBid,
          minimumBidIncrement: fields.minimumBidIncrement || undefined,
          reservePrice: fields.reservePrice || null,
          // datetime-local has no zone: it is the admin's local time.
          startsAt: fields.startsAt ? new Date(fields.startsAt).toISOString() : undefined,
          endTime: fields.endTime ? new Date(fields.endTime).toISOString() : '',
          estimateLow: fields.estimateLow || null,
          estimateHigh: fields.estimateHigh || null,
        },
      }),
    onSuccess: (auction) => toast({ title: `Auction opened for ${auction.productName}` }),
    onError: failed('The auction could not be opened'),
    onSettled: () => {
      afterChange?.();
      return queryClient.invalidateQueries({ queryKey: adminAuctionsQueryKey });
    },
  });
}

export function useCloseAuction(csrfToken: string, afterChange?: AfterAuctionChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'end' | 'cancel' }) =>
      apiRequest(apiRoute(`POST /api/auctions/:id/${action}`, { id }), {
        csrfToken,
        schema: adminAuctionSchema,
      }),
    onSuccess: (auction) =>
      toast({
        title: `Auction ${auction.phase === 'cancelled' ? 'cancelled' : 'ended'}: ${auction.productName}`,
      }),
    onError: failed('The auction could not be changed'),
    onSettled: () => {
      afterChange?.();
      return queryClient.invalidateQueries({ queryKey: adminAuctionsQueryKey });
    },
  });
}

/** Sets (or, both blank, clears) the estimate of a scheduled or open auction. */
export function useSetAuctionEstimate(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, low, high }: { id: number; low: string; high: string }) =>
      apiRequest(apiRoute('PUT /api/auctions/:id/estimate', { id }), {
        csrfToken,
        schema: adminAuctionSchema,
        body: { estimateLow: low || null, estimateHigh: high || null },
      }),
    onSuccess: (auction) =>
      toast({ title: `Estimate ${auction.estimate ? 'saved' : 'cleared'}: ${auction.productName}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuctionsQueryKey }),
  });
}
