import type { z } from 'zod';
import { SEASONS, apiErrorSchema, collectionInputSchema, type CollectionInput } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';

// The API's own input schema validates the form, so the browser and server agree on every rule.
export const collectionFormSchema = collectionInputSchema;

/** Spec: the year is chosen from the current year and the next 9. */
export const yearChoices = (now = new Date()) =>
  Array.from({ length: 10 }, (_, i) => now.getUTCFullYear() + i);

export const seasonChoices = SEASONS;

export type CollectionFieldErrors = Partial<Record<keyof CollectionInput, string>>;

const fieldNames = new Set<string>(Object.keys(collectionInputSchema.shape));
// Contract messages such as 'must be an http(s) URL…' start a sentence under a labelled field.
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

const collect = (issues: { path: string; message: string }[]) => {
  const errors: CollectionFieldErrors = {};
  for (const { path, message } of issues) {
    const name = path.split('.')[0] as keyof CollectionInput;
    if (fieldNames.has(name) && !errors[name]) errors[name] = sentence(message);
  }
  return errors;
};

export const clientFieldErrors = (error: z.ZodError) =>
  collect(error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));

/** Field issues from the API's error body ({statusCode, error, message, issues?}), if any. */
export function serverFieldErrors(error: unknown): CollectionFieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? collect(parsed.data.issues ?? []) : {};
  } catch {
    return {};
  }
}
