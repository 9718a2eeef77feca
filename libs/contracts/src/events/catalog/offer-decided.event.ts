import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when the owner answers an offer with a counter or a decline (an acceptance is
 * told by the claim link's own text, checkout.claim.offered): notifications texts the buyer through
 * the queued text path (daytime window, retries, never to a number that replied STOP).
 */
export const offerDecidedEvent = defineEvent(
  'catalog.offer.decided',
  z.object({
    offerId: z.uuid(),
    productId: z.number().int(),
    productName: z.string(),
    buyerId: z.uuid(),
    decision: z.enum(['countered', 'declined']),
    /** A decline's cause: the owner's, or another offer on the piece accepted (null for a counter). */
    declinedBecause: z.enum(['owner', 'piece_gone']).nullable(),
    amount: decimalStringSchema,
    /** The counter's price (decision 'countered'), null for a decline. */
    counterAmount: decimalStringSchema.nullable(),
    /** Until when the counter stands (decision 'countered'). */
    expiresAt: z.string().nullable(),
  }),
);
