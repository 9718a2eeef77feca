import { z } from 'zod';
import { optionalImageRef } from '../common/optional-fields.js';

export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'] as const;
export const COLLECTION_TYPES = ['live', 'sneak_peek'] as const;

export const seasonSchema = z.enum(SEASONS, { error: 'season must be one of Spring, Summer, Fall, Winter' });
export const collectionTypeSchema = z.enum(COLLECTION_TYPES, {
  error: "collectionType must be 'live' or 'sneak_peek'",
});

/** A collection as the API returns it. Dates are ISO-8601 strings. */
export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  season: seasonSchema,
  year: z.number().int(),
  releaseDate: z.string(),
  collectionType: collectionTypeSchema,
  isActive: z.boolean(),
  isArchived: z.boolean(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

// 'YYYY-MM-DD' from a date input, or a full ISO timestamp echoed back from a read.
const releaseDateSchema = z
  .string({ error: 'Release date is required' })
  .trim()
  .min(1, 'Release date is required')
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    'Release date must be a date (YYYY-MM-DD)',
  )
  .meta({ examples: ['2027-03-01'] });

/**
 * Body of POST /api/collections and PUT /api/collections/{id}. The dashboard PUTs either the form
 * values or the whole collection it read (id, createdAt and updatedAt are then ignored).
 */
export const collectionInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000),
  season: seasonSchema,
  year: z.coerce
    .number({ error: 'year must be a number' })
    .int('year must be a whole number')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier'),
  releaseDate: releaseDateSchema,
  collectionType: collectionTypeSchema.default('live'),
  coverImageUrl: optionalImageRef,
  isActive: z.boolean().default(true),
  isArchived: z.boolean().default(false),
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;
