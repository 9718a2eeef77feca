import { type OrderStatusPatch, orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { useOrderMutation } from './use-order-mutation';

type Variables = { id: number; patch: OrderStatusPatch; csrfToken: string };

/** Shipped (with the carrier and tracking number: the buyer is texted and emailed), then delivered. */
export const updateOrderStatus = ({ id, patch, csrfToken }: Variables) =>
  apiRequest(apiRoute('PATCH /api/orders/:id/status', { id }), {
    body: patch,
    csrfToken,
    schema: orderSchema,
  });

export const useUpdateOrderStatus = () => useOrderMutation(updateOrderStatus);
