import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComingSoonItem, type SaleModeInput, scheduledConversionSchema } from '@atelier/contracts';
import { z } from 'zod';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';

// Under ['admin', ...] so logging out clears it from the cache.
export const scheduledConversionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'scheduled-conversions'],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/scheduled-conversions'), z.array(scheduledConversionSchema), signal),
    // The runner converts on its own (within seconds of the time): read again every minute, and
    // every 5 s once the soonest drop is under two minutes away, so it leaves the list as it happens.
    refetchInterval: (query) => {
      const soonest = query.state.data?.[0];
      return soonest && Date.parse(soonest.convertAt) - Date.now() < 120_000 ? 5_000 : 60_000;
    },
  });

export const useScheduledConversions = () => useQuery(scheduledConversionsQueryOptions());

/** Converts the item at `convertAt` with the same choices as Convert now (issue 32 item 9). */
export function useScheduleConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      item,
      sale,
      convertAt,
      csrfToken,
    }: {
      item: ComingSoonItem;
      sale: SaleModeInput;
      convertAt: Date;
      csrfToken: string;
    }) =>
      apiRequest(apiRoute('PUT /api/scheduled-conversions/:id', { id: item.id }), {
        csrfToken,
        body: {
          convertAt: convertAt.toISOString(),
          conversion: { price: item.estimatedPrice ?? '0', quantity: 1, status: 'active', sale },
        },
        schema: scheduledConversionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledConversionsQueryOptions().queryKey }),
  });
}

export function useCancelScheduledConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comingSoonId, csrfToken }: { comingSoonId: number; csrfToken: string }) =>
      apiRequest(apiRoute('DELETE /api/scheduled-conversions/:id', { id: comingSoonId }), { csrfToken }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledConversionsQueryOptions().queryKey }),
  });
}
