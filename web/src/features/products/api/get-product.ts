import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

export const getProduct = (id: number, signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/products/:id', { id }),
    lazyContract((c) => c.productSchema),
    signal,
  );

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['products', id], queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number, enabled = true) => useQuery({ ...productQueryOptions(id), enabled });
