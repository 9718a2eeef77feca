import type { z } from 'zod';
import { apiErrorSchema, artistInputSchema, type Artist, type ArtistInput } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';

// The API's own input schema validates the form, so the browser and server agree on every rule
// (blank optional fields become null, social links must be http(s) URLs).
export const artistFormSchema = artistInputSchema;

export type ArtistField = keyof ArtistInput;
export type FieldErrors = Partial<Record<ArtistField, string>>;

type FieldSpec = {
  name: ArtistField;
  label: string;
  kind: 'text' | 'url' | 'textarea';
  rows?: number;
  hint?: string;
};

const imageHint = 'A full URL, a path starting with /, or an uploaded PNG or JPEG (up to 10MB).';

export const identityFields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'specialty', label: 'Specialty', kind: 'text' },
];

export const storyFields: FieldSpec[] = [
  { name: 'bio', label: 'Short bio', kind: 'textarea', rows: 3 },
  {
    name: 'fullBio',
    label: 'Full biography',
    kind: 'textarea',
    rows: 6,
    hint: 'Optional. Each line break starts a new paragraph on the artist page.',
  },
  // A reference, typed or filled in by the upload button under the field.
  { name: 'imageUrl', label: 'Portrait image URL', kind: 'text', hint: imageHint },
  { name: 'portfolioUrl', label: 'Portfolio image URL', kind: 'text', hint: imageHint },
];

export const linkFields: FieldSpec[] = [
  { name: 'instagramUrl', label: 'Instagram URL', kind: 'url' },
  { name: 'twitterUrl', label: 'Twitter URL', kind: 'url' },
  { name: 'facebookUrl', label: 'Facebook URL', kind: 'url' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', kind: 'url' },
  { name: 'websiteUrl', label: 'Website URL', kind: 'url' },
];

export const artistFields = [...identityFields, ...storyFields, ...linkFields];
const fieldNames = new Set<string>(artistFields.map((f) => f.name));

/** The form's raw values: every field as a string ('' when blank). */
export const readArtistForm = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return Object.fromEntries(artistFields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
};

export const initialValue = (artist: Artist | undefined, name: ArtistField) => artist?.[name] ?? '';

// Contract messages for URLs read 'must be a valid URL'; under a labelled field they start a sentence.
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

const collect = (issues: { path: string; message: string }[]) => {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = path.split('.')[0] as ArtistField;
    if (fieldNames.has(field) && !errors[field]) errors[field] = sentence(message);
  }
  return errors;
};

export const clientFieldErrors = (error: z.ZodError) =>
  collect(error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));

/** Field issues from the API's error body ({statusCode, error, message, issues?}), if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? collect(parsed.data.issues ?? []) : {};
  } catch {
    return {};
  }
}
