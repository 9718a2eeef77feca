import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customOrderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { customOrdersQueryKey } from './get-custom-orders';

export const markOrderRead = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('PATCH /api/custom-orders/:id/mark-read', { id }), {
    csrfToken,
    schema: customOrderSchema,
  });

/** Refreshes the list and the unread count (its key sits under the list's). */
export function useMarkOrderRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customOrdersQueryKey }),
  });
}
