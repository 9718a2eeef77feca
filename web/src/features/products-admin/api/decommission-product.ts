import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { invalidateProducts } from '@/lib/api/invalidate-products';

export const decommissionProduct = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(apiRoute('PATCH /api/products/:id/decommission', { id }), { csrfToken });

export function useDecommissionProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decommissionProduct, onSuccess: () => invalidateProducts(queryClient) });
}
