import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComingSoonItemInput, comingSoonItemSchema } from '@atelier/contracts';
import { saveRecord, type SaveVariables } from '@/lib/api/save-record';
import { apiRoute } from '@/lib/api-route';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

export type SaveSneakPeekVariables = SaveVariables<ComingSoonItemInput>;

/** POST a new sneak-peek item, or PATCH the one with this id. */
export const saveSneakPeekItem = (variables: SaveSneakPeekVariables) =>
  saveRecord(
    {
      create: apiRoute('POST /api/coming-soon'),
      update: (id) => apiRoute('PATCH /api/coming-soon/:id', { id }),
    },
    comingSoonItemSchema,
    variables,
  );

export function useSaveSneakPeekItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSneakPeekItem, onSuccess: () => invalidateSneakPeek(queryClient) });
}
