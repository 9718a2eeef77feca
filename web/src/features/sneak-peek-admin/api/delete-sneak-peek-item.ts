import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

export const deleteSneakPeekItem = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('DELETE /api/coming-soon/:id', { id }), { csrfToken });

export function useDeleteSneakPeekItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSneakPeekItem, onSuccess: () => invalidateSneakPeek(queryClient) });
}
