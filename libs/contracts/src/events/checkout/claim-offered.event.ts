import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by cart-checkout when an award became a claim: notifications texts the buyer the claim
 * link (with the consent they gave when verifying). claimPath is the link's path on the store
 * (`/claim/<signed token>`): a secret only the buyer's phone should see, so it travels on the
 * internal bus and in the text, nowhere else.
 */
export const claimOfferedEvent = defineEvent(
  'checkout.claim.offered',
  z.object({
    claimId: z.string().uuid(),
    awardId: z.string().uuid(),
    source: z.enum(['auction', 'draw']),
    sourceId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    buyerId: z.string().uuid(),
    price: decimalStringSchema,
    /** 1 for the winner; more for the next in line after a lapse. */
    rank: z.number().int().positive(),
    expiresAt: z.string(),
    claimPath: z.string().startsWith('/claim/'),
  }),
);
