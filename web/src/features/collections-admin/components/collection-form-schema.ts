import type { z } from 'zod';
import { SEASONS, collectionInputSchema, type CollectionInput } from '@atelier/contracts';
import { zodFieldErrors } from '@/lib/form-errors';

// The API's own input schema validates the form, so the browser and server agree on every rule.
export const collectionFormSchema = collectionInputSchema;

/** Spec: the year is chosen from the current year and the next 9. */
export const yearChoices = (now = new Date()) =>
  Array.from({ length: 10 }, (_, i) => now.getUTCFullYear() + i);

export const seasonChoices = SEASONS;

export const fieldNames = Object.keys(collectionInputSchema.shape) as (keyof CollectionInput)[];

/** The first problem of each field, from the schema's safeParse. */
export const clientFieldErrors = (error: z.ZodError) => zodFieldErrors(fieldNames, error);
