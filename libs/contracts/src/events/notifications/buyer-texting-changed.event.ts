import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by notifications (it owns buyers and their numbers) when a buyer is verified and whenever
 * their number replies STOP or START: the buyer's whole texting state, not a change, so a consumer
 * keeps the newest by changedAt and a redelivered or late event changes nothing. Catalog refuses
 * bids and draw entries from a buyer whose texts are stopped (a winner must get the claim text);
 * cart-checkout names the phone's last four digits on a claim's page (which phone must verify).
 */
export const buyerTextingChangedEvent = defineEvent(
  'notifications.buyer.texting-changed',
  z.object({
    buyerId: z.string().uuid(),
    phoneLast4: z.string().regex(/^\d{4}$/),
    /** The number replied STOP (or another opt-out keyword) and has not replied START since. */
    textsStopped: z.boolean(),
    /** When this state began (ISO 8601, milliseconds): the newest wins. */
    changedAt: z.string(),
  }),
);
