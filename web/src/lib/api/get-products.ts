import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';

/** One collection's or one artist's pieces: the API filters, so a page never loads all 500. */
export type ProductFilter = { collectionId: number } | { artistId: number };

export const getProducts = (signal?: AbortSignal, filter?: ProductFilter) =>
  apiGet(
    apiRoute('GET /api/products', { query: filter }),
    lazyContract((c) => c.productSchema.array()),
    signal,
  );

/** The whole list for sale; its key prefixes every filtered list's, so invalidating it covers them. */
export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal) });

export const filteredProductsQueryOptions = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['products', filter],
    queryFn: ({ signal }) => getProducts(signal, filter),
  });

export const useProducts = () => useQuery(productsQueryOptions());

export const useFilteredProducts = (filter: ProductFilter, enabled = true) =>
  useQuery({ ...filteredProductsQueryOptions(filter), enabled });
