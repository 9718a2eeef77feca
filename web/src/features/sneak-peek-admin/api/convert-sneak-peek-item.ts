import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComingSoonItem, productSchema, type SaleModeInput } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateProducts } from '@/lib/api/invalidate-products';
import { invalidateSneakPeek } from './invalidate-sneak-peek';

/**
 * Turns a sneak-peek item into a product (spec section 4): price = its estimated price (or 0),
 * quantity 1, status active. It leaves Sneak Peek and appears in Products and on the storefront,
 * on sale at once or by a drawn release (issue 16).
 */
export const convertSneakPeekItem = ({
  item,
  sale = { mode: 'immediate' },
  csrfToken,
}: {
  item: ComingSoonItem;
  sale?: SaleModeInput;
  csrfToken: string;
}) =>
  apiRequest(apiRoute('POST /api/coming-soon/:id/convert', { id: item.id }), {
    body: { price: item.estimatedPrice ?? '0', quantity: 1, status: 'active', sale },
    csrfToken,
    schema: productSchema,
  });

export function useConvertSneakPeekItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertSneakPeekItem,
    onSuccess: () => Promise.all([invalidateSneakPeek(queryClient), invalidateProducts(queryClient)]),
  });
}
