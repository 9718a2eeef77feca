import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getArtists = (signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/artists'),
    lazyContract((c) => c.artistSchema.array()),
    signal,
  );

export const artistsQueryOptions = () =>
  queryOptions({ queryKey: ['artists'], queryFn: ({ signal }) => getArtists(signal) });

export const useArtists = () => useQuery(artistsQueryOptions());
