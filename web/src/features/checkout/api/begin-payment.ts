import { beginPaymentAnswerSchema, type CheckoutFormInput } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { getSessionId } from '@/lib/session-id';

/**
 * The shopper pressed Pay: the delivery details go to the server with it, and the short hold taken
 * when checkout opened becomes the full one. Answers the hold's new end.
 */
export const beginPayment = (paymentIntentId: string, paymentData: CheckoutFormInput) => {
  const sessionId = getSessionId();
  return apiRequest('/api/checkout/begin-payment', {
    method: 'POST',
    body: { sessionId, paymentIntentId, paymentData },
    sessionId,
    schema: beginPaymentAnswerSchema,
  });
};
