import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by cart-checkout when a verified buyer puts a card on file (a confirmed SetupIntent).
 * cardFingerprint identifies the card across buyers (one card makes one buyer); catalog keeps it to
 * require a card for bids and to allow one draw entry per card.
 */
export const buyerCardSavedEvent = defineEvent(
  'checkout.buyer-card.saved',
  z.object({
    buyerId: z.string().uuid(),
    cardFingerprint: z.string().min(1),
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
  }),
);
