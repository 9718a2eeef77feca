import type { z } from 'zod';
import { SEASONS, collectionInputSchema } from '@atelier/contracts';

// The API's own input schema validates the form, so the browser and server agree on every rule.
export const collectionFormSchema = collectionInputSchema;

/** Spec: the year is chosen from the current year and the next 9. */
export const yearChoices = (now = new Date()) =>
  Array.from({ length: 10 }, (_, i) => now.getUTCFullYear() + i);

export const seasonChoices = SEASONS;

export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Please check the form.';
