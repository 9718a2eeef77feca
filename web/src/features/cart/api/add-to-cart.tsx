import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cartLineSchema } from '@atelier/contracts';
import { ALREADY_IN_CART_MESSAGE } from '@atelier/contracts/storefront-constants';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { lazyContract } from '@/lib/lazy-contract';
import { getSessionId } from '@/lib/session-id';
import { toast } from '@/components/ui/use-toast';
import { cartQueryOptions } from './get-cart';

// Spec section 5: always quantity 1.
export const addToCart = (productId: number) => {
  const sessionId = getSessionId();
  return apiRequest<typeof cartLineSchema>(apiRoute('POST /api/cart'), {
    body: { productId, quantity: 1, sessionId },
    sessionId,
    schema: lazyContract((c) => c.cartLineSchema),
  });
};

// The toaster sits outside the router, so this is a plain link (a full load of the cart page).
const cartLink = (
  <a href="/cart" className="ml-1 font-medium underline underline-offset-4">
    View your cart
  </a>
);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId }: { productId: number; productName: string }) => addToCart(productId),
    onSuccess: (_, { productName }) => {
      toast({
        title: 'Added to Cart',
        description: (
          <>
            <span>{productName} has been added to your cart.</span> {cartLink}
          </>
        ),
      });
      // Spec section 7: on success the cart is refreshed (the nav badge with it).
      return queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
    onError: (error) => toast(addToCartFailure(error)),
  });
}

/** A refusal that says what happened (already in the cart, reserved, sold); anything else: try again. */
function addToCartFailure(error: Error) {
  const message = error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : null;
  if (message === ALREADY_IN_CART_MESSAGE)
    return {
      title: 'Already in Your Cart',
      description: (
        <>
          <span>This one-of-a-kind piece is already in your cart.</span> {cartLink}
        </>
      ),
    };
  if (message?.startsWith('Reserved by another collector'))
    return { title: 'Reserved', description: `${message}.`, variant: 'destructive' as const };
  if (message === 'Out of Stock')
    return { title: 'Sold', description: 'This piece has just been sold.', variant: 'destructive' as const };
  return {
    title: 'Failed to Add to Cart',
    description: 'Please try again.',
    variant: 'destructive' as const,
  };
}
