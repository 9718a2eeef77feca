import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateArtists } from './get-admin-artists';

export const deleteArtist = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(`/api/artists/${id}`, { method: 'DELETE', csrfToken });

export function useDeleteArtist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArtist, onSuccess: () => invalidateArtists(queryClient) });
}
