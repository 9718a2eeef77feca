import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions } from './get-cart';

export const clearCart = () => {
  const sessionId = getSessionId();
  return apiRequest(apiRoute('DELETE /api/cart/clear/:sessionId', { sessionId }), { sessionId });
};

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => toast({ title: 'Cart cleared', description: 'All items removed from cart.' }),
    onError: () =>
      toast({ title: 'Failed to clear cart', description: 'Please try again.', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
