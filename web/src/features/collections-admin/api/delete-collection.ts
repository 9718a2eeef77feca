import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCollections } from './save-collection';

export const deleteCollection = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(`/api/collections/${id}`, { method: 'DELETE', csrfToken });

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCollection, onSuccess: () => invalidateCollections(queryClient) });
}
