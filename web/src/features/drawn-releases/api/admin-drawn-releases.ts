import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDrawnReleaseDetailSchema,
  adminDrawnReleaseSchema,
  notificationSignupSchema,
} from '@atelier/contracts';
import { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

// Under ['admin', ...] so logging out clears it from the cache.
export const adminDrawnReleasesQueryKey = ['admin', 'drawn-releases'] as const;

export const adminDrawnReleasesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDrawnReleasesQueryKey, 'list'],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/drawn-releases'), z.array(adminDrawnReleaseSchema), signal),
  });

export const adminDrawnReleaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminDrawnReleasesQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/drawn-releases/:id', { id }), adminDrawnReleaseDetailSchema, signal),
  });

/** Signups of the sneak peek the release came from (kept by notifications after the conversion). */
export const releaseSignupsQueryOptions = (comingSoonId: number) =>
  queryOptions({
    queryKey: [...adminDrawnReleasesQueryKey, 'signups', comingSoonId],
    queryFn: ({ signal }) =>
      apiGet(
        apiRoute('GET /api/coming-soon/:id/signups', { id: comingSoonId }),
        z.array(notificationSignupSchema),
        signal,
      ),
  });

export const useAdminDrawnReleases = () => useQuery(adminDrawnReleasesQueryOptions());
export const useAdminDrawnRelease = (id: number) => useQuery(adminDrawnReleaseQueryOptions(id));
export const useReleaseSignups = (comingSoonId: number | null) =>
  useQuery({ ...releaseSignupsQueryOptions(comingSoonId ?? 0), enabled: comingSoonId !== null });

/** "Close entries now", with the owner's reason: the draw is made at once. */
export function useCloseDrawNow(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(apiRoute('POST /api/drawn-releases/:id/close', { id }), {
        csrfToken,
        body: { reason },
        schema: adminDrawnReleaseDetailSchema,
      }),
    onSuccess: (release) =>
      toast({
        title:
          release.phase === 'drawn'
            ? `Entries closed and drawn: ${release.productName}`
            : `Entries closed: ${release.productName}. ${release.waitingFor ?? ''}`.trim(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDrawnReleasesQueryKey }),
  });
}
