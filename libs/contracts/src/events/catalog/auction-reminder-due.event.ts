import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog once per reminder, an hour before an auction ends, for the buyers who asked to
 * be reminded (each buyer and auction once): notifications texts them (never a number that replied
 * STOP), until the end.
 */
export const auctionReminderDueEvent = defineEvent(
  'catalog.auction.reminder-due',
  z.object({
    auctionId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    endTime: z.string(),
    buyerIds: z.array(z.string()).min(1),
  }),
);
