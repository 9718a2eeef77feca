import type { CheckoutFormInput } from '@atelier/contracts';
import { z } from 'zod';
import { apiRoute } from '@/lib/api-route';
import { postPaymentData } from './post-payment-data';

const answerSchema = z.object({ orderNumber: z.string(), status: z.string() });

/** After the card is confirmed: the order gets the recipient, addresses and delivery instructions. */
export const processPayment = (paymentIntentId: string, paymentData: CheckoutFormInput) =>
  postPaymentData(apiRoute('POST /api/process-payment'), answerSchema, paymentIntentId, paymentData);
