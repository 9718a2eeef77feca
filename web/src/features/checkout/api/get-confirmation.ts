import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderConfirmationSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';

export const getConfirmation = (paymentIntentId: string, signal?: AbortSignal) => {
  const sessionId = getSessionId();
  const query = new URLSearchParams({ paymentIntentId, sessionId });
  return apiRequest(apiRoute('GET /api/checkout/confirmation', { query }), {
    schema: orderConfirmationSchema,
    sessionId,
    signal,
  });
};

/** While the provider has not confirmed the payment yet, asks again every second. */
export const confirmationQueryOptions = (paymentIntentId: string) =>
  queryOptions({
    queryKey: ['checkout', 'confirmation', paymentIntentId],
    queryFn: ({ signal }) => getConfirmation(paymentIntentId, signal),
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? 1000 : false),
  });

export const useConfirmation = (paymentIntentId: string, enabled: boolean) =>
  useQuery({ ...confirmationQueryOptions(paymentIntentId), enabled });
