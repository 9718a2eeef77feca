import { type OrderStatusPatch, orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { useOrderMutation } from './use-order-mutation';

type Variables = { id: number; patch: OrderStatusPatch; csrfToken: string };

/** Shipped (with the carrier and tracking number: the buyer is texted and emailed), then delivered. */
export const updateOrderStatus = ({ id, patch, csrfToken }: Variables) =>
  apiRequest(`/api/orders/${id}/status`, {
    method: 'PATCH',
    body: patch,
    csrfToken,
    schema: orderSchema,
  });

export const useUpdateOrderStatus = () => useOrderMutation(updateOrderStatus);
