import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bidAnswerSchema, PublicAuction } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { laterAuction, productAuctionQueryOptions } from './get-product-auction';

/** A verified buyer's bid: the most they will pay (the house bids for them up to it). */
export function usePlaceBid(auction: { id: number; productId: number }) {
  const queryClient = useQueryClient();
  const { queryKey } = productAuctionQueryOptions(auction.productId);
  return useMutation({
    mutationFn: (maxAmount: string) =>
      apiRequest<typeof bidAnswerSchema>(apiRoute('POST /api/auctions/:id/bids', { id: auction.id }), {
        body: { maxAmount },
        schema: lazyContract((c) => c.bidAnswerSchema),
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(queryKey, (current: PublicAuction | null | undefined) =>
        laterAuction(current, answer.auction),
      ),
  });
}
