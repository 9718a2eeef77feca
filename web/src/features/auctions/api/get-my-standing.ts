import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAuction } from '@atelier/contracts';
import { buyerGetOrNull } from '@/lib/buyer-read';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

type AuctionState = Pick<PublicAuction, 'id' | 'bidCount' | 'phase' | 'result'>;

/**
 * The verified buyer's own standing in an auction (leading, outbid, won, lost, their maximum), as
 * the server decides it; null for a visitor who is not verified (never asked when this browser never
 * verified a phone). Keyed by the auction's bid count, phase and result, so every change the live
 * updates bring (a bid, the close, the claim paid or passed on) reads it again; the last answer
 * stays shown meanwhile.
 */
export const myStandingQueryOptions = (auction: AuctionState) =>
  queryOptions({
    queryKey: ['auctions', 'standing', auction.id, auction.bidCount, auction.phase, auction.result],
    queryFn: ({ signal }) =>
      buyerGetOrNull(
        apiRoute('GET /api/auctions/:id/standing', { id: auction.id }),
        lazyContract((c) => c.myAuctionStandingSchema),
        signal,
      ),
    staleTime: Infinity,
  });

export const useMyStanding = (auction: AuctionState) =>
  useQuery({ ...myStandingQueryOptions(auction), placeholderData: keepPreviousData });
