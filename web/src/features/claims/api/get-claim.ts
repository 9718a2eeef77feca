import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimViewSchema } from '@atelier/contracts';
import { ApiRequestError, apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** A won piece's claim by its signed link. A refused link (403, 409, 410) is an answer, not retried. */
export const claimQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['claims', token],
    queryFn: ({ signal }) => apiGet(apiRoute('GET /api/claims/:token', { token }), claimViewSchema, signal),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
    staleTime: Infinity,
  });

export const useClaim = (token: string) => useQuery(claimQueryOptions(token));
