import type { z } from 'zod';
import { artistInputSchema, type Artist, type ArtistInput } from '@atelier/contracts';
import { zodFieldErrors } from '@/lib/form-errors';

// The API's own input schema validates the form, so the browser and server agree on every rule
// (blank optional fields become null, social links must be http(s) URLs).
export const artistFormSchema = artistInputSchema;

export type ArtistField = keyof ArtistInput;

export type FieldSpec = {
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
const fieldNames = artistFields.map((f) => f.name);

/** The form's raw values: every field as a string ('' when blank). */
export const readArtistForm = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return Object.fromEntries(artistFields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
};

export const initialValue = (artist: Artist | undefined, name: ArtistField) => artist?.[name] ?? '';

/** The first problem of each field, from the schema's safeParse. */
export const clientFieldErrors = (error: z.ZodError) => zodFieldErrors(fieldNames, error);
