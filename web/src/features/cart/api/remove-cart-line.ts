import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions } from './get-cart';

export const removeCartLine = (id: number) =>
  apiRequest(apiRoute('DELETE /api/cart/:id', { id }), { sessionId: getSessionId() });

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeCartLine(id),
    onSuccess: () => toast({ title: 'Item removed', description: 'Product removed from cart.' }),
    onError: () =>
      toast({ title: 'Failed to remove item', description: 'Please try again.', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
