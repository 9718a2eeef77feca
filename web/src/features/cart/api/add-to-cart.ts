import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartLineSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions } from './get-cart';

// Spec section 5: always quantity 1.
export const addToCart = (productId: number) => {
  const sessionId = getSessionId();
  return apiRequest('/api/cart', {
    method: 'POST',
    body: { productId, quantity: 1, sessionId },
    sessionId,
    schema: cartLineSchema,
  });
};

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId }: { productId: number; productName: string }) => addToCart(productId),
    onSuccess: (_, { productName }) => {
      toast({ title: 'Added to Cart', description: `${productName} has been added to your cart.` });
      // Spec section 7: on success the cart is refreshed (the nav badge with it).
      return queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
    onError: () =>
      toast({ title: 'Failed to Add to Cart', description: 'Please try again.', variant: 'destructive' }),
  });
}
