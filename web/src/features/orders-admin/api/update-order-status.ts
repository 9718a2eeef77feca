import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';
import { ordersQueryKey } from './get-orders';

type Variables = { id: number; status: 'shipped' | 'delivered'; csrfToken: string };

export const updateOrderStatus = ({ id, status, csrfToken }: Variables) =>
  apiRequest(`/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    csrfToken,
    schema: orderSchema,
  });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => toast({ title: `Order ${order.number} marked ${order.status}` }),
    onError: () =>
      toast({ title: 'Failed to update order', description: 'Please try again.', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
