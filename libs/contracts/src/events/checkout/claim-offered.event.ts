import { z } from 'zod';
import { pieceAwardSchema } from '../catalog/piece-awarded.event.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by cart-checkout when an award became a claim (the award's fields, then the claim's):
 * notifications texts the buyer the claim link (with the consent they gave when verifying).
 * claimPath is the link's path on the store (`/claim/<signed token>`): a secret only the buyer's
 * phone should see, so it travels on the internal bus and in the text, nowhere else.
 */
export const claimOfferedEvent = defineEvent(
  'checkout.claim.offered',
  pieceAwardSchema.extend({
    claimId: z.string().uuid(),
    expiresAt: z.string(),
    claimPath: z.string().startsWith('/claim/'),
  }),
);
