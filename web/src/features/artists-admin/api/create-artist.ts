import { useMutation, useQueryClient } from '@tanstack/react-query';
import { artistSchema, type ArtistInput } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateArtists } from './get-admin-artists';

export type CreateArtistVariables = { input: ArtistInput; csrfToken: string };

export const createArtist = ({ input, csrfToken }: CreateArtistVariables) =>
  apiRequest(apiRoute('POST /api/artists'), { body: input, csrfToken, schema: artistSchema });

export function useCreateArtist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArtist, onSuccess: () => invalidateArtists(queryClient) });
}
