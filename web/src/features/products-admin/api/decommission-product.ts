import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateProducts } from '@/lib/api/invalidate-products';

export const decommissionProduct = ({ id, csrfToken }: { id: number; csrfToken: string }) =>
  apiRequest(`/api/products/${id}/decommission`, { method: 'PATCH', csrfToken });

export function useDecommissionProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decommissionProduct, onSuccess: () => invalidateProducts(queryClient) });
}
