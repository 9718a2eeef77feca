import { queryOptions, useQuery } from '@tanstack/react-query';
import { artistSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getArtists = (signal?: AbortSignal) => apiGet('/api/artists', artistSchema.array(), signal);

export const artistsQueryOptions = () =>
  queryOptions({ queryKey: ['artists'], queryFn: ({ signal }) => getArtists(signal) });

export const useArtists = () => useQuery(artistsQueryOptions());
