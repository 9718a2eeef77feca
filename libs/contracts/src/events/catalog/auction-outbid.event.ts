import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when a bid takes the lead from a buyer: notifications texts them (with consent). */
export const auctionOutbidEvent = defineEvent(
  'catalog.auction.outbid',
  z.object({
    auctionId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    buyerId: z.string(),
    currentBid: decimalStringSchema,
    endTime: z.string(),
  }),
);
