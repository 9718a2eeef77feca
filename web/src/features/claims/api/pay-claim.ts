import { useMutation } from '@tanstack/react-query';
import { type CheckoutFormInput, claimPaidAnswerSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';

/** Claims and pays: the card on file is charged by the store, off-session (the link works once). */
export const usePayClaim = (token: string) =>
  useMutation({
    mutationFn: (details: CheckoutFormInput) =>
      apiRequest(`/api/claims/${encodeURIComponent(token)}/pay`, {
        method: 'POST',
        body: details,
        schema: claimPaidAnswerSchema,
      }),
  });
