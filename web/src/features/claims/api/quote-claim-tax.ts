import { type Address, chargeTotalsSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';

/** What a claim charges delivered to `shippingAddress`, US sales tax included (the winner only; nothing stored). */
export const quoteClaimTax = (token: string, shippingAddress: Address, signal?: AbortSignal) =>
  apiRequest(`/api/claims/${encodeURIComponent(token)}/tax`, {
    method: 'POST',
    body: { shippingAddress },
    schema: chargeTotalsSchema,
    signal,
  });

/** Whose tax quotes these are: one claim's. */
export const claimTaxScope = (token: string) => ['claims', token] as const;
