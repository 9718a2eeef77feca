import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';

// Spec section 5: always quantity 1. The cart service arrives later; until then the gateway's 503
// gives the failure toast.
export const addToCart = (productId: number) =>
  apiRequest('/api/cart', { method: 'POST', body: { productId, quantity: 1, sessionId: getSessionId() } });

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId }: { productId: number; productName: string }) => addToCart(productId),
    onSuccess: (_, { productName }) => {
      toast({ title: 'Added to Cart', description: `${productName} has been added to your cart.` });
      // Spec section 7: on success the cart is refreshed.
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
    onError: () =>
      toast({ title: 'Failed to Add to Cart', description: 'Please try again.', variant: 'destructive' }),
  });
}
