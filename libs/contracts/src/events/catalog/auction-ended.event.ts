import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when an auction closes (at its end time or ended early by the admin). A winner
 * exists when the highest bid reached the reserve; the claim that sells the piece starts here.
 */
export const auctionEndedEvent = defineEvent(
  'catalog.auction.ended',
  z.object({
    auctionId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    winnerBuyerId: z.string().nullable(),
    winningBidId: z.number().int().nullable(),
    price: decimalStringSchema.nullable(),
    /** Every other buyer who bid (notifications texts them the outcome). */
    losingBuyerIds: z.array(z.string()).default([]),
  }),
);
