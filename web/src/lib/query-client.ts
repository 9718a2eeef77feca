import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// Spec section 9: no automatic retry, no refetch on focus, cached data never goes stale.
export const queryConfig = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
