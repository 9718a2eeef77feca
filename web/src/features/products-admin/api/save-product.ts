import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductInput, productSchema } from '@atelier/contracts';
import { invalidateProducts } from '@/lib/api/invalidate-products';
import { apiRoute } from '@/lib/api-route';
import { saveRecord, type SaveVariables } from '@/lib/api/save-record';

export type SaveProductVariables = SaveVariables<ProductInput>;

/** POST a new product, or PATCH the one with this id (the same body, spec section 7). */
export const saveProduct = (variables: SaveProductVariables) =>
  saveRecord(
    { create: apiRoute('POST /api/products'), update: (id) => apiRoute('PATCH /api/products/:id', { id }) },
    productSchema,
    variables,
  );

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateProducts(queryClient) });
}
