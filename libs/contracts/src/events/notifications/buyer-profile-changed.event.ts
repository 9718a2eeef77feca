import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by notifications (it owns buyers) when a buyer is verified and when their name is first
 * known (given at verification, or taken from their first order's recipient name): how the owner
 * recognises them, whole, so a consumer keeps the newest by changedAt and a redelivered or late
 * event changes nothing. Catalog keeps a copy to name bidders and entrants in the admin's lists
 * (issue 32 item 8); it is never shown to shoppers.
 */
export const buyerProfileChangedEvent = defineEvent(
  'notifications.buyer.profile-changed',
  z.object({
    buyerId: z.string().uuid(),
    /** As the buyer gave it, or their first order's recipient name; null while unknown. */
    name: z.string().nullable(),
    phoneLast4: z.string().regex(/^\d{4}$/),
    /** When this profile was recorded (ISO 8601, milliseconds): the newest wins. */
    changedAt: z.string(),
  }),
);
