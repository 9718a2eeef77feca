import { beginPaymentAnswerSchema, type CheckoutFormInput } from '@atelier/contracts';
import { apiRoute } from '@/lib/api-route';
import { postPaymentData } from './post-payment-data';

/**
 * The shopper pressed Pay: the delivery details go to the server with it, and the short hold taken
 * when checkout opened becomes the full one. Answers the hold's new end.
 */
export const beginPayment = (paymentIntentId: string, paymentData: CheckoutFormInput) =>
  postPaymentData(
    apiRoute('POST /api/checkout/begin-payment'),
    beginPaymentAnswerSchema,
    paymentIntentId,
    paymentData,
  );
