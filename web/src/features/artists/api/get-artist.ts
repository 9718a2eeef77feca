import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** Spec section 7: any non-OK answer for a single artist reads as 'Artist not found'. */
export async function getArtist(id: number, signal?: AbortSignal) {
  try {
    return await apiGet(
      apiRoute('GET /api/artists/:id', { id }),
      lazyContract((c) => c.artistSchema),
      signal,
    );
  } catch (error) {
    throw new Error('Artist not found', { cause: error });
  }
}

export const artistQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['artists', id], queryFn: ({ signal }) => getArtist(id, signal) });

export const useArtist = (id: number, enabled = true) => useQuery({ ...artistQueryOptions(id), enabled });
