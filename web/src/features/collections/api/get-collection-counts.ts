import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComingSoonItems } from '@/lib/api/get-coming-soon-items';
import { getProducts } from '@/lib/api/get-products';
import { countByCollection, type GroupKey } from '@/lib/count-by';

// The home page shows only how many pieces and previews each collection has. Cached as those counts
// (entries, so they survive the JSON of the server-rendered page), not as the whole lists: the
// page's HTML carries its first data, and 500 products would be ~270 KB of it.
type Counts = Array<[GroupKey, number]>;

export const pieceCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'count-by-collection'],
    // Only what can be bought counts as available: sold and reserved pieces do not.
    queryFn: async ({ signal }): Promise<Counts> => [
      ...countByCollection((await getProducts(signal)).filter((product) => product.quantity > 0)),
    ],
  });

export const previewCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['coming-soon', 'count-by-collection'],
    queryFn: async ({ signal }): Promise<Counts> => [...countByCollection(await getComingSoonItems(signal))],
  });

const toMap = (counts: Counts | undefined) => new Map(counts ?? []);

export const usePieceCounts = () => useQuery({ ...pieceCountsQueryOptions(), select: toMap });
export const usePreviewCounts = () => useQuery({ ...previewCountsQueryOptions(), select: toMap });
