import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  type BidderSummary,
  BIDDERS_PER_REQUEST,
  bidderHistorySchema,
  bidderSummarySchema,
} from '@atelier/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** At most this many buyers are named in one list (a draw may have thousands of entries). */
const MAX_NAMED = BIDDERS_PER_REQUEST * 5;

// Under ['admin', ...] so logging out clears it from the cache.
const biddersKey = ['admin', 'bidders'] as const;

const summariesQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: [...biddersKey, 'summaries', ids],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/bidders', { query: { ids } }), z.array(bidderSummarySchema), signal),
  });

export const bidderHistoryQueryOptions = (buyerId: string) =>
  queryOptions({
    queryKey: [...biddersKey, 'history', buyerId],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/bidders/:buyerId', { buyerId }), bidderHistorySchema, signal),
  });

/**
 * The buyers' names, phones' last digits and counts, by id: asked in batches of 100 (the route's
 * limit), the first MAX_NAMED ids only. Missing while loading, failed or past the limit: the lists
 * then show the id, as before.
 */
export function useBidderSummaries(buyerIds: readonly string[]): Map<string, BidderSummary> {
  const ids = [...new Set(buyerIds)].sort().slice(0, MAX_NAMED);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BIDDERS_PER_REQUEST)
    batches.push(ids.slice(i, i + BIDDERS_PER_REQUEST));
  const answers = useQueries({ queries: batches.map(summariesQueryOptions) });
  return new Map(answers.flatMap((answer) => answer.data ?? []).map((summary) => [summary.buyerId, summary]));
}

export const useBidderHistory = (buyerId: string | null) =>
  useQuery({ ...bidderHistoryQueryOptions(buyerId ?? ''), enabled: buyerId !== null });
