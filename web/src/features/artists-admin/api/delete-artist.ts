import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateArtists } from './get-admin-artists';

export const deleteArtist = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('DELETE /api/artists/:id', { id }), { csrfToken });

export function useDeleteArtist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArtist, onSuccess: () => invalidateArtists(queryClient) });
}
