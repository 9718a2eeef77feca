import type { z } from 'zod';
import { apiErrorSchema } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// Contract messages such as 'must be an http(s) URL…' start a sentence under a labelled field.
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function collect<F extends string>(fields: readonly F[], issues: { path: string; message: string }[]) {
  const errors: FieldErrors<F> = {};
  for (const { path, message } of issues) {
    const name = path.split('.')[0] as F;
    if (fields.includes(name) && !errors[name]) errors[name] = sentence(message);
  }
  return errors;
}

/** The first problem of each form field, from a failed safeParse of the API's own input schema. */
export const zodFieldErrors = <F extends string>(fields: readonly F[], error: z.ZodError) =>
  collect(
    fields,
    error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );

/** Field issues from the API's error body ({statusCode, error, message, issues?}), if any. */
export function apiFieldErrors<F extends string>(fields: readonly F[], error: unknown): FieldErrors<F> {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? collect(fields, parsed.data.issues ?? []) : {};
  } catch {
    return {};
  }
}
