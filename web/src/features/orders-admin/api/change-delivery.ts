import { type CheckoutFormInput, orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { useOrderMutation } from './use-order-mutation';

type Variables = { id: number; details: CheckoutFormInput; csrfToken: string };

/** The owner's correction of whom and where a paid order goes, before it ships (409 after). */
export const changeDelivery = ({ id, details, csrfToken }: Variables) =>
  apiRequest(`/api/orders/${id}/delivery`, {
    method: 'PATCH',
    body: details,
    csrfToken,
    schema: orderSchema,
  });

export const useChangeDelivery = () => useOrderMutation(changeDelivery);
