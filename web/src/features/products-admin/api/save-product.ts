import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductInput, productSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { invalidateProducts } from '@/lib/api/invalidate-products';

export type SaveProductVariables = { id?: number; input: ProductInput; csrfToken: string };

/** POST a new product, or PATCH the one with this id (the same body, spec section 7). */
export const saveProduct = ({ id, input, csrfToken }: SaveProductVariables) =>
  apiRequest(id === undefined ? '/api/products' : `/api/products/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: input,
    csrfToken,
    schema: productSchema,
  });

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateProducts(queryClient) });
}
