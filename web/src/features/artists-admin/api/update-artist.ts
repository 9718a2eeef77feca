import { useMutation, useQueryClient } from '@tanstack/react-query';
import { artistSchema, type ArtistInput } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateArtists } from './get-admin-artists';

export type UpdateArtistVariables = { id: number; input: ArtistInput; csrfToken: string };

/** PATCH with every field (the spec's body is the same as POST). */
export const updateArtist = ({ id, input, csrfToken }: UpdateArtistVariables) =>
  apiRequest(apiRoute('PATCH /api/artists/:id', { id }), { body: input, csrfToken, schema: artistSchema });

export function useUpdateArtist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateArtist, onSuccess: () => invalidateArtists(queryClient) });
}
