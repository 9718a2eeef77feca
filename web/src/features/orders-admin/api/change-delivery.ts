import { type CheckoutFormInput, orderSchema } from '@atelier/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { useOrderMutation } from './use-order-mutation';

type Variables = { id: number; details: CheckoutFormInput; csrfToken: string };

/** The owner's correction of whom and where a paid order goes, before it ships (409 after). */
export const changeDelivery = ({ id, details, csrfToken }: Variables) =>
  apiRequest(apiRoute('PATCH /api/orders/:id/delivery', { id }), {
    body: details,
    csrfToken,
    schema: orderSchema,
  });

export const useChangeDelivery = () => useOrderMutation(changeDelivery);
