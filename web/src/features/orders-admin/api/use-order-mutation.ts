import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@atelier/contracts';
import { ordersQueryKey } from './get-orders';

/** A change to one order: every orders list is read again once it settles (worked or refused). */
export function useOrderMutation<V>(mutationFn: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
