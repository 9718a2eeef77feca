import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

export const getCollection = (id: number, signal?: AbortSignal) =>
  apiGet(
    `/api/collections/${id}`,
    lazyContract((c) => c.collectionSchema),
    signal,
  );

export const collectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['collections', id], queryFn: ({ signal }) => getCollection(id, signal) });

export const useCollection = (id: number, enabled = true) =>
  useQuery({ ...collectionQueryOptions(id), enabled });
