import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { myDrawEntrySchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { buyerGetOrNull } from '@/lib/buyer-read';
import { lazyContract } from '@/lib/lazy-contract';
import { productDrawQueryOptions } from './get-product-draw';

/** The verified buyer's own entry in a release; null for a visitor who is not verified (401). */
export const myDrawEntryQueryOptions = (releaseId: number) =>
  queryOptions({
    queryKey: ['drawn-releases', 'entry', releaseId],
    queryFn: ({ signal }) =>
      buyerGetOrNull(
        apiRoute('GET /api/drawn-releases/:id/entry', { id: releaseId }),
        lazyContract((c) => c.myDrawEntrySchema),
        signal,
      ),
  });

export const useMyDrawEntry = (releaseId: number) => useQuery(myDrawEntryQueryOptions(releaseId));

/** Enters the draw (the service checks the buyer, their card, and the window). */
export function useEnterDraw(release: { id: number; productId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof myDrawEntrySchema>(
        apiRoute('POST /api/drawn-releases/:id/entries', { id: release.id }),
        {
          schema: lazyContract((c) => c.myDrawEntrySchema),
        },
      ),
    onSuccess: (entry) => {
      queryClient.setQueryData(myDrawEntryQueryOptions(release.id).queryKey, entry);
      return queryClient.invalidateQueries({ queryKey: productDrawQueryOptions(release.productId).queryKey });
    },
  });
}
