import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderConfirmationSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** The order confirmation by its secret token (/orders/{token}): no session needed, any device. */
export const orderConfirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['order-confirmation', token],
    queryFn: ({ signal }) =>
      apiRequest(apiRoute('GET /api/order-confirmations/:token', { token }), {
        schema: orderConfirmationSchema,
        signal,
      }),
    // While the provider has not confirmed the payment yet, ask again every second.
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? 1000 : false),
  });

export const useOrderConfirmation = (token: string, enabled: boolean) =>
  useQuery({ ...orderConfirmationQueryOptions(token), enabled });
