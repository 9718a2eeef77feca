import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

export const getArtists = (signal?: AbortSignal) =>
  apiGet(
    '/api/artists',
    lazyContract((c) => c.artistSchema.array()),
    signal,
  );

export const artistsQueryOptions = () =>
  queryOptions({ queryKey: ['artists'], queryFn: ({ signal }) => getArtists(signal) });

export const useArtists = () => useQuery(artistsQueryOptions());
