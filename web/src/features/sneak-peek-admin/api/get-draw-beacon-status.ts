import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawBeaconStatusSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

/**
 * Whether a drawn release opened now can mix in drand's public randomness (the store's DRAND_URLS
 * and a mirror answering), and if not why: the opening option reads it. Under ['admin', ...] so
 * logging out clears it.
 */
export const drawBeaconStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'drawn-releases', 'beacon'],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/drawn-releases/beacon'), drawBeaconStatusSchema, signal),
    staleTime: 30_000,
  });

export const useDrawBeaconStatus = (enabled: boolean) =>
  useQuery({ ...drawBeaconStatusQueryOptions(), enabled });
