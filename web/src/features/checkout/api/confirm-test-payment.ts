import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';

const answerSchema = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });

/** The simulated provider's card confirmation (the labelled test-card form). */
export const confirmTestPayment = (clientSecret: string, cardNumber: string) =>
  apiRequest(apiRoute('POST /api/checkout/simulated/confirm'), {
    body: { clientSecret, cardNumber },
    sessionId: getSessionId(),
    schema: answerSchema,
  });
