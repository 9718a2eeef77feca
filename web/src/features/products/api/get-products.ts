import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getProducts = (signal?: AbortSignal) => apiGet('/api/products', productSchema.array(), signal);

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['products'], queryFn: ({ signal }) => getProducts(signal) });

export const useProducts = () => useQuery(productsQueryOptions());
