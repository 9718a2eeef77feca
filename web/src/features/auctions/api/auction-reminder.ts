import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { auctionReminderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { buyerGetOrNull } from '@/lib/buyer-read';
import { lazyContract } from '@/lib/lazy-contract';

const reminderContract = lazyContract((c) => c.auctionReminderSchema);

/** Keyed by the auction's end too: a late bid that moves the end moves the reminder's time. */
export const auctionReminderQueryKey = (auctionId: number, endTime: string) =>
  ['auctions', 'reminder', auctionId, endTime] as const;

/**
 * The verified buyer's reminder of an auction (a text an hour before its end); null for a visitor
 * who is not verified (never asked when this browser never verified a phone).
 */
export const useAuctionReminder = (auctionId: number, endTime: string) =>
  useQuery({
    queryKey: auctionReminderQueryKey(auctionId, endTime),
    queryFn: ({ signal }) =>
      buyerGetOrNull(apiRoute('GET /api/auctions/:id/reminder', { id: auctionId }), reminderContract, signal),
  });

/** Remind me (PUT) or cancel it (DELETE): the answer is the reminder as it now stands. */
export function useToggleAuctionReminder(auctionId: number, endTime: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remind: boolean) =>
      apiRequest<typeof auctionReminderSchema>(
        remind
          ? apiRoute('PUT /api/auctions/:id/reminder', { id: auctionId })
          : apiRoute('DELETE /api/auctions/:id/reminder', { id: auctionId }),
        { schema: reminderContract },
      ),
    onSuccess: (reminder) => queryClient.setQueryData(auctionReminderQueryKey(auctionId, endTime), reminder),
  });
}
