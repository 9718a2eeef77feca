import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type ComingSoonItem } from '@atelier/contracts';
import { comingSoonItemsQueryOptions } from '@/lib/api/get-coming-soon-items';
import { matchUpcoming } from '../utils/match-upcoming';

/**
 * Upcoming (sneak-peek) items matching the query. The catalog searches only products, so this reads
 * the public list the home page shows (one request, cached with it) and matches it here.
 */
export function useSearchUpcoming(query: string, open: boolean) {
  const select = useCallback((items: ComingSoonItem[]) => matchUpcoming(items, query), [query]);
  return useQuery({
    ...comingSoonItemsQueryOptions(),
    enabled: open && query.length >= SEARCH_MIN_LENGTH,
    select,
  });
}
