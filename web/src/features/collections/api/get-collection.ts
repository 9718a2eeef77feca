import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getCollection = (id: number, signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/collections/:id', { id }),
    lazyContract((c) => c.collectionSchema),
    signal,
  );

export const collectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['collections', id], queryFn: ({ signal }) => getCollection(id, signal) });

export const useCollection = (id: number, enabled = true) =>
  useQuery({ ...collectionQueryOptions(id), enabled });
