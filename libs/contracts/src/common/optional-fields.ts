import { z } from 'zod';
import { MAX_ID } from './storefront-constants.js';

// Forms send '' for an untouched optional field; the API stores null for "not set".
const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Free text that may be left blank (stored as null). */
export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `must be at most ${max} characters`).nullable());

/** An absolute http(s) URL, or blank (stored as null). */
export const optionalHttpUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'must be a valid URL')
    .nullable()
    .meta({ examples: ['https://www.instagram.com/atelier', null] }),
);

/**
 * An image reference as the spec defines it: an absolute http(s) URL, a path starting with '/',
 * or a bare file name under /uploads/. Blank means "no image" (null).
 */
const imageRef = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine(
    (value) =>
      /^https?:\/\//i.test(value) ? URL.canParse(value) : !/\s/.test(value) && !value.includes('..'),
    'must be an http(s) URL, a path starting with /, or a file name',
  )
  .meta({ examples: ['/uploads/walnut-table-960.webp', 'https://images.example.com/chair.jpg'] });

export const optionalImageRef = z.preprocess(emptyToNull, imageRef.nullable());

/**
 * A positive integer id taken from a URL segment: decimal digits only, so '1e3', '0x10' and ' 7'
 * are not ids, and never beyond the database's integer range (a bigger number would fail in the
 * query, not here). The storefront's pages read the same rule with parseIdParam (no zod); a spec
 * keeps the two agreeing.
 */
export const idParamSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'id must be a positive integer' })
    .int('id must be a positive integer')
    .positive('id must be a positive integer')
    .max(MAX_ID, 'id must be a positive integer'),
);

/**
 * A record's id in a JSON body (productId): a positive integer within the database's range, so an
 * id past 32 bits is a 400 naming the field rather than a failed query (a 500).
 */
export const idRef = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer id` })
    .int(`${field} must be a positive integer id`)
    .positive(`${field} must be a positive integer id`)
    .max(MAX_ID, `${field} must be at most ${MAX_ID}`);

/** A reference to another record (artistId, collectionId): a positive integer, or blank/null for none. */
export const optionalIdRef = (field: string) =>
  z.preprocess(
    (value) => {
      const blanked = emptyToNull(value);
      return typeof blanked === 'string' && /^\d+$/.test(blanked.trim()) ? Number(blanked) : blanked;
    },
    z
      .number({ error: `${field} must be a positive integer or null` })
      .int(`${field} must be a positive integer or null`)
      .positive(`${field} must be a positive integer or null`)
      .max(MAX_ID, `${field} must be a positive integer or null`)
      .nullable(),
  );

/** A calendar date from a date input ('YYYY-MM-DD') or an ISO timestamp echoed back; blank is null. */
export const optionalDate = (field: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: `${field} must be a date (YYYY-MM-DD)` })
      .trim()
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        `${field} must be a date (YYYY-MM-DD)`,
      )
      .meta({ examples: ['2027-03-01'] })
      .transform((value) => value.slice(0, 10))
      .nullable(),
  );

/** A list of image references (see optionalImageRef); blank entries are dropped. */
export const imageRefList = z.preprocess(
  (value) =>
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.filter((entry) => !(typeof entry === 'string' && entry.trim() === ''))
        : value,
  z
    .array(imageRef, { error: 'imageUrls must be a list of image references' })
    .max(24, 'at most 24 images')
    .meta({ examples: [['/uploads/walnut-table-960.webp'], []] }),
);
