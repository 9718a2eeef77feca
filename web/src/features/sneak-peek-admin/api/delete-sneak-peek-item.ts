import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

export const deleteSneakPeekItem = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(`/api/coming-soon/${id}`, { method: 'DELETE', csrfToken });

export function useDeleteSneakPeekItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSneakPeekItem, onSuccess: () => invalidateSneakPeek(queryClient) });
}
