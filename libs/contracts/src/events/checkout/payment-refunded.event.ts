import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by cart-checkout when a payment succeeded after its stock hold was lost (expired and
 * taken): the money went back to the shopper and no order was fulfilled.
 */
export const paymentRefundedEvent = defineEvent(
  'checkout.payment.refunded',
  z.object({ paymentIntentId: z.string(), holdId: z.string(), reason: z.string() }),
);
