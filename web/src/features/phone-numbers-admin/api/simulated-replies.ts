import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { simulatedRepliesModeSchema } from '@atelier/contracts';
import { z } from 'zod';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { toast } from '@/components/ui/use-toast';
import { notificationSignupsQueryKey } from './get-notification-signups';

// While texts are only logged (all-in-one), the admin answers for a phone: YES to a confirmation.
export const simulatedRepliesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'simulated-replies'],
    queryFn: ({ signal }) =>
      apiGet(apiRoute('GET /api/sms/simulated-replies'), simulatedRepliesModeSchema, signal),
    staleTime: Infinity,
  });

export const useSimulatedRepliesEnabled = () =>
  useQuery({ ...simulatedRepliesQueryOptions(), select: (mode) => mode.enabled }).data === true;

type Variables = { phoneNumber: string; body: string; csrfToken: string };

export function useSimulateReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneNumber, body, csrfToken }: Variables) =>
      apiRequest(apiRoute('POST /api/sms/simulated-replies'), {
        body: { phoneNumber, body },
        csrfToken,
        schema: z.object({ reply: z.string().nullable() }),
      }),
    onSuccess: ({ reply }) => toast({ title: 'Reply simulated', description: reply ?? 'No answer is sent.' }),
    onError: () =>
      toast({
        title: 'Could not simulate the reply',
        description: 'Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSignupsQueryKey }),
  });
}
