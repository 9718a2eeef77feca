import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateCollections } from './save-collection';

export const deleteCollection = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('DELETE /api/collections/:id', { id }), { csrfToken });

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCollection, onSuccess: () => invalidateCollections(queryClient) });
}
