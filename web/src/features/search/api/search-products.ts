import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, productSearchResultSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const searchProducts = (query: string, signal?: AbortSignal) =>
  apiGet(
    apiRoute('GET /api/products/search', { query: { q: query } }),
    productSearchResultSchema.array(),
    signal,
  );

export const searchProductsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['products', 'search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
  });

/** Spec section 5: a search runs only from 3 characters, and only while the dialog is open. */
export const useSearchProducts = (query: string, open: boolean) =>
  useQuery({ ...searchProductsQueryOptions(query), enabled: open && query.length >= SEARCH_MIN_LENGTH });
