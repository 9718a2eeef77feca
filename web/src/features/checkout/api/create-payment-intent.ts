import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentIntentAnswerSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';

/**
 * Both create calls are idempotent on the server (an open checkout of the session is reused), so
 * they are read as queries: one per page visit, never retried automatically.
 */
export const createPaymentIntent = (productId: number) =>
  apiRequest(apiRoute('POST /api/create-payment-intent'), {
    body: { productId, quantity: 1 },
    sessionId: getSessionId(),
    schema: paymentIntentAnswerSchema,
  });

export const createCartPaymentIntent = () => {
  const sessionId = getSessionId();
  return apiRequest(apiRoute('POST /api/create-cart-payment-intent'), {
    body: { sessionId },
    sessionId,
    schema: paymentIntentAnswerSchema,
  });
};

export const productIntentQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['checkout', 'intent', 'product', productId],
    queryFn: () => createPaymentIntent(productId),
    staleTime: 0,
    gcTime: 0,
  });

export const cartIntentQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'intent', 'cart'],
    queryFn: createCartPaymentIntent,
    staleTime: 0,
    gcTime: 0,
  });

export const useProductIntent = (productId: number, enabled: boolean) =>
  useQuery({ ...productIntentQueryOptions(productId), enabled });
export const useCartIntent = (enabled: boolean) => useQuery({ ...cartIntentQueryOptions(), enabled });
