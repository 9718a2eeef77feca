import { z } from 'zod';

/** The longest reason for closing entries early: shown on the release page and texted to entrants. */
export const EARLY_CLOSE_REASON_MAX = 200;

const REASON_REQUIRED = 'reason is required: say why entries close before the advertised time';

/**
 * POST /api/drawn-releases/{id}/close (admin): entries close now, before the advertised close, and
 * the draw is made. The reason is published with the draw and texted to every entrant.
 */
export const closeDrawInputSchema = z.strictObject(
  {
    reason: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(1, REASON_REQUIRED)
      .max(EARLY_CLOSE_REASON_MAX, `reason must be at most ${EARLY_CLOSE_REASON_MAX} characters`),
  },
  // No body at all is the same mistake as no reason.
  { error: (issue) => (issue.code === 'invalid_type' ? REASON_REQUIRED : undefined) },
);
export type CloseDrawInput = z.infer<typeof closeDrawInputSchema>;
