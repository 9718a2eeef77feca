import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComingSoonItemInput, comingSoonItemSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

export type SaveSneakPeekVariables = { id?: number; input: ComingSoonItemInput; csrfToken: string };

/** POST a new sneak-peek item, or PATCH the one with this id. */
export const saveSneakPeekItem = ({ id, input, csrfToken }: SaveSneakPeekVariables) =>
  apiRequest(id === undefined ? '/api/coming-soon' : `/api/coming-soon/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: input,
    csrfToken,
    schema: comingSoonItemSchema,
  });

export function useSaveSneakPeekItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSneakPeekItem, onSuccess: () => invalidateSneakPeek(queryClient) });
}
