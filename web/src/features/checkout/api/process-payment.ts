import type { CheckoutFormInput } from '@atelier/contracts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { getSessionId } from '@/lib/session-id';

const answerSchema = z.object({ orderNumber: z.string(), status: z.string() });

/** After the card is confirmed: the order gets the recipient, addresses and delivery instructions. */
export const processPayment = (paymentIntentId: string, paymentData: CheckoutFormInput) => {
  const sessionId = getSessionId();
  return apiRequest('/api/process-payment', {
    method: 'POST',
    body: { sessionId, paymentIntentId, paymentData },
    sessionId,
    schema: answerSchema,
  });
};
