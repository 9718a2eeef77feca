import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions } from './get-cart';

export const updateCartLine = (id: number, quantity: number) =>
  apiRequest(apiRoute('PATCH /api/cart/:id', { id }), { body: { quantity }, sessionId: getSessionId() });

/** Spec sections 4 and 8: the cart is refetched; above the stock the server's 409 is 'Out of Stock'. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateCartLine(id, quantity),
    onError: (error) =>
      error instanceof ApiRequestError && error.status === 409
        ? toast({ title: 'Out of Stock', description: error.serverMessage, variant: 'destructive' })
        : toast({
            title: 'Failed to update quantity',
            description: 'Please try again.',
            variant: 'destructive',
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
