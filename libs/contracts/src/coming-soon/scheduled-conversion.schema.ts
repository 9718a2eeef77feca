import { z } from 'zod';
import { convertComingSoonInputSchema, saleModeInputSchema } from './convert-coming-soon-input.schema.js';

/** How far ahead a drop may be scheduled: a year (a later date is more likely a typo). */
export const SCHEDULED_CONVERSION_MAX_DAYS = 366;

/**
 * Body of PUT /api/scheduled-conversions/{comingSoonId} (issue 32 item 9): convert the sneak peek
 * at convertAt instead of now, with the conversion's usual choices. Its signups are texted at the
 * conversion, not when it is scheduled. convertAt must be in the future (the service checks it on
 * its clock: a 400 naming convertAt). Scheduling again replaces the schedule.
 */
export const scheduleConversionInputSchema = z.strictObject({
  convertAt: z.iso.datetime({
    offset: true,
    error: 'convertAt must be an ISO 8601 date-time with a time zone',
  }),
  conversion: convertComingSoonInputSchema,
});
export type ScheduleConversionInput = z.infer<typeof scheduleConversionInputSchema>;

/** A sneak peek's scheduled conversion, as the admin sees it (GET /api/scheduled-conversions). */
export const scheduledConversionSchema = z.object({
  comingSoonId: z.number().int(),
  itemName: z.string(),
  convertAt: z.string(),
  /** The price the piece will have ("0.00" when neither the schedule nor the item's estimate says). */
  price: z.string(),
  quantity: z.number().int(),
  sale: saleModeInputSchema,
  createdAt: z.string(),
});
export type ScheduledConversion = z.infer<typeof scheduledConversionSchema>;
