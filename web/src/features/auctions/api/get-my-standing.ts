import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { apiGetOrNull } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

type AuctionState = Pick<PublicAuction, 'id' | 'bidCount' | 'phase'>;

/**
 * The verified buyer's own standing in an auction (leading, outbid, won, lost, their maximum), as
 * the server decides it; null for a visitor who is not verified (401). Keyed by the auction's bid
 * count and phase, so every change the live updates bring (a bid, the close) reads it again; the
 * last answer stays shown meanwhile.
 */
export const myStandingQueryOptions = (auction: AuctionState) =>
  queryOptions({
    queryKey: ['auctions', 'standing', auction.id, auction.bidCount, auction.phase],
    queryFn: ({ signal }) =>
      apiGetOrNull(
        `/api/auctions/${auction.id}/standing`,
        lazyContract((c) => c.myAuctionStandingSchema),
        signal,
        [401],
      ),
    staleTime: Infinity,
  });

export const useMyStanding = (auction: AuctionState) =>
  useQuery({ ...myStandingQueryOptions(auction), placeholderData: keepPreviousData });
