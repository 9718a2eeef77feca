import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimPaidAnswerSchema } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { buyerGetOrNull } from '@/lib/buyer-read';

/**
 * A used claim link's order, for its winner (issue 34 item 6): where its confirmation lives. Null
 * for anyone else (not verified: 401; another buyer: 403) and while it is not paid (409): the page
 * then says the claim was paid, without the order's details.
 */
export const claimOrderQueryOptions = (token: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['claims', token, 'order'],
    queryFn: ({ signal }) =>
      buyerGetOrNull(
        apiRoute('GET /api/claims/:token/order', { token }),
        claimPaidAnswerSchema,
        signal,
        [401, 403, 409],
      ),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
    enabled,
    staleTime: Infinity,
  });

export const useClaimOrder = (token: string, enabled: boolean) =>
  useQuery(claimOrderQueryOptions(token, enabled));
