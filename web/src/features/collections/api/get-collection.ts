import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getCollection = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/collections/${id}`, collectionSchema, signal);

export const collectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['collections', id], queryFn: ({ signal }) => getCollection(id, signal) });

export const useCollection = (id: number, enabled = true) =>
  useQuery({ ...collectionQueryOptions(id), enabled });
