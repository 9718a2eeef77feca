import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getComingSoonItem = (id: number, signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/coming-soon/:id', { id }),
    lazyContract((c) => c.comingSoonItemSchema),
    signal,
  );

export const comingSoonItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['coming-soon', id], queryFn: ({ signal }) => getComingSoonItem(id, signal) });

export const useComingSoonItem = (id: number, enabled = true) =>
  useQuery({ ...comingSoonItemQueryOptions(id), enabled });
