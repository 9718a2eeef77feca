import { type Address, chargeTotalsSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/** What a claim charges delivered to `shippingAddress`, US sales tax included (the winner only; nothing stored). */
export const quoteClaimTax = (token: string, shippingAddress: Address, signal?: AbortSignal) =>
  apiRequest(apiRoute('POST /api/claims/:token/tax', { token }), {
    body: { shippingAddress },
    schema: chargeTotalsSchema,
    signal,
  });

/** Whose tax quotes these are: one claim's. */
export const claimTaxScope = (token: string) => ['claims', token] as const;
