import type { CheckoutFormInput } from '@atelier/contracts';
import type { z } from 'zod';
import { apiRequest, type SchemaSource } from '@/lib/api-client';
import type { ApiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';

/**
 * The delivery details of a payment, POSTed under the shopper's session (in the body and in
 * X-Session-Id): how both the start of a payment and its completion reach the server.
 */
export const postPaymentData = <S extends z.ZodType>(
  route: ApiRoute<'POST'>,
  schema: S,
  paymentIntentId: string,
  paymentData: CheckoutFormInput,
) => {
  const sessionId = getSessionId();
  return apiRequest<S>(route, {
    body: { sessionId, paymentIntentId, paymentData },
    sessionId,
    schema: schema as SchemaSource<Exclude<S, undefined>>,
  });
};
