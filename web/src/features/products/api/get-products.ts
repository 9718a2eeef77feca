import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

export const getProducts = (signal?: AbortSignal) =>
  apiGet(
    '/api/products',
    lazyContract((c) => c.productSchema.array()),
    signal,
  );

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal) });

export const useProducts = () => useQuery(productsQueryOptions());
