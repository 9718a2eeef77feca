import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { lazyContract } from '@/lib/lazy-contract';

/** One collection's or one artist's pieces: the API filters, so a page never loads all 500. */
export type ProductFilter = { collectionId: number } | { artistId: number };

const productsPath = (filter?: ProductFilter) => {
  if (!filter) return '/api/products';
  const [[name, value]] = Object.entries(filter) as Array<[string, number]>;
  return `/api/products?${name}=${value}`;
};

export const getProducts = (signal?: AbortSignal, filter?: ProductFilter) =>
  apiGet(
    productsPath(filter),
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
