import { z } from 'zod';

/**
 * GET, PUT and DELETE /api/auctions/{id}/reminder (verified buyer): the buyer's text an hour before
 * the auction ends. 'set': it will be texted at remindAt (which follows the end when a late bid moves
 * it); 'sent': it was texted; 'none': not asked for. `available`: whether one may be set now (false
 * once the auction ends within the hour, or is over).
 */
export const auctionReminderSchema = z.object({
  auctionId: z.number().int(),
  state: z.enum(['none', 'set', 'sent']),
  remindAt: z.string(),
  available: z.boolean(),
  serverTime: z.string(),
});
export type AuctionReminder = z.infer<typeof auctionReminderSchema>;
