import type { QueryClient } from '@tanstack/react-query';
import { statsQueryKey } from './get-stats';
import { activeCollectionsQueryOptions } from './get-active-collections';
import { productsQueryOptions } from './get-products';
import { decommissionedProductsQueryKey } from './get-decommissioned-products';

/**
 * After any product change: the product lists (the public list, every product page and search share
 * the ['products'] prefix), the decommissioned list, Quick Stats, and the active collections (their
 * cards count products).
 */
export const invalidateProducts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: decommissionedProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: statsQueryKey }),
    queryClient.invalidateQueries({ queryKey: activeCollectionsQueryOptions().queryKey }),
  ]);
