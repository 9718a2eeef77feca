import { type OrderRefundInput, orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { useOrderMutation } from './use-order-mutation';

type Variables = { id: number; refund: OrderRefundInput; csrfToken: string };

/** Gives back all or part of an order; the dialog's idempotency key makes a double click or a retry one refund. */
export const refundOrder = ({ id, refund, csrfToken }: Variables) =>
  apiRequest(apiRoute('POST /api/orders/:id/refunds', { id }), {
    body: refund,
    csrfToken,
    schema: orderSchema,
  });

export const useRefundOrder = () => useOrderMutation(refundOrder);
