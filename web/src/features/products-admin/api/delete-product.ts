import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateProducts } from '@/lib/api/invalidate-products';

/** Permanently deletes a decommissioned product. */
export const deleteProduct = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('DELETE /api/products/:id', { id }), { csrfToken });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateProducts(queryClient) });
}
