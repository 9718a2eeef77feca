import { z } from 'zod';

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
    .nullable(),
);

/**
 * An image reference as the spec defines it: an absolute http(s) URL, a path starting with '/',
 * or a bare file name under /uploads/. Blank means "no image" (null).
 */
export const optionalImageRef = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine(
      (value) =>
        /^https?:\/\//i.test(value) ? URL.canParse(value) : !/\s/.test(value) && !value.includes('..'),
      'must be an http(s) URL, a path starting with /, or a file name',
    )
    .nullable(),
);

/** A positive integer id taken from a URL segment. */
export const idParamSchema = z.coerce
  .number({ error: 'id must be a positive integer' })
  .int('id must be a positive integer')
  .positive('id must be a positive integer');
