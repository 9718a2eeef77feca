import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

export const getDecommissionedProducts = (signal?: AbortSignal) =>
  apiGet(apiRoute('GET /api/products/decommissioned'), productSchema.array(), signal);

// Under ['admin', ...] so logging out clears it from the cache.
export const decommissionedProductsQueryKey = ['admin', 'products', 'decommissioned'] as const;

export const decommissionedProductsQueryOptions = () =>
  queryOptions({
    queryKey: decommissionedProductsQueryKey,
    queryFn: ({ signal }) => getDecommissionedProducts(signal),
  });

export const useDecommissionedProducts = () => useQuery(decommissionedProductsQueryOptions());
