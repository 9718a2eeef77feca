import { type Address, chargeTotalsSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';

/** What an open checkout charges delivered to `shippingAddress`, US sales tax included (nothing stored). */
export const quoteCheckoutTax = (paymentIntentId: string, shippingAddress: Address, signal?: AbortSignal) => {
  const sessionId = getSessionId();
  return apiRequest(apiRoute('POST /api/checkout/tax'), {
    body: { sessionId, paymentIntentId, shippingAddress },
    sessionId,
    schema: chargeTotalsSchema,
    signal,
  });
};

/** Whose tax quotes these are: one checkout's (its intent). */
export const checkoutTaxScope = (paymentIntentId: string) => ['checkout', 'intent', paymentIntentId] as const;
