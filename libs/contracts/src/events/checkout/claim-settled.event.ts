import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

const claimOf = {
  claimId: z.string().uuid(),
  awardId: z.string().uuid(),
  source: z.enum(['auction', 'draw', 'offer']),
  sourceId: z.number().int(),
  productId: z.number().int(),
  buyerId: z.string().uuid(),
};

/**
 * Emitted by cart-checkout when a claim's card was charged and its order made. Catalog marks the
 * auction's or release's sale as done.
 */
export const claimPaidEvent = defineEvent(
  'checkout.claim.paid',
  z.object({ ...claimOf, orderId: z.number().int() }),
);

/**
 * Emitted by cart-checkout when a claim ends unpaid: its time ran out, or the saved card was
 * declined. Catalog offers the piece to the next buyer in line (a new catalog.piece.awarded).
 */
export const claimLapsedEvent = defineEvent(
  'checkout.claim.lapsed',
  z.object({ ...claimOf, reason: z.enum(['expired', 'payment_failed']) }),
);
