import { queryOptions, useQuery } from '@tanstack/react-query';
import { productSchema } from '@atelier/contracts';
import { apiGet } from '@/lib/api-client';

export const getProduct = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/products/${id}`, productSchema, signal);

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['products', id], queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number, enabled = true) => useQuery({ ...productQueryOptions(id), enabled });
