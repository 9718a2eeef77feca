import { z } from 'zod';
import { optionalHttpUrl, optionalImageRef, optionalText } from '../common/optional-fields.js';

/** An artist as the API returns it. */
export const artistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialty: z.string(),
  bio: z.string().nullable(),
  fullBio: z.string().nullable(),
  imageUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
});
export type Artist = z.infer<typeof artistSchema>;

/** Body of POST /api/artists and PATCH /api/artists/{id} (the admin form sends every field). */
export const artistInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  specialty: z.string({ error: 'Specialty is required' }).trim().min(1, 'Specialty is required').max(200),
  bio: optionalText(2000),
  fullBio: optionalText(20000),
  imageUrl: optionalImageRef,
  portfolioUrl: optionalImageRef,
  instagramUrl: optionalHttpUrl,
  twitterUrl: optionalHttpUrl,
  facebookUrl: optionalHttpUrl,
  linkedinUrl: optionalHttpUrl,
  websiteUrl: optionalHttpUrl,
});
export type ArtistInput = z.infer<typeof artistInputSchema>;
