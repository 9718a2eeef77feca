import type { QueryClient } from '@tanstack/react-query';
import { activeCollectionsQueryOptions } from '@/lib/api/get-active-collections';
import { comingSoonItemsQueryOptions } from '@/lib/api/get-coming-soon-items';

/** After a sneak-peek change: the item list and every item page (['coming-soon'] prefix), and the active collections (their preview counts). */
export const invalidateSneakPeek = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: comingSoonItemsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: activeCollectionsQueryOptions().queryKey }),
  ]);
