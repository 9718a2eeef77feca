import { z } from 'zod';
import { MAX_ID } from '../common/storefront-constants.js';

/** The most products one page of GET /api/products carries. */
export const PRODUCT_PAGE_MAX = 100;

const digits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** A whole-number query parameter within [min, max], its name in every message. */
const boundedInt = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    digits,
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
};

/**
 * The optional query of GET /api/products. Without any of it the answer is the spec's whole list.
 * collectionId and artistId keep only that collection's or artist's pieces (the collection and artist
 * pages show those, not all 500); limit and offset cut one page out of the list, newest first (a
 * page shorter than limit is the last). Other parameters are ignored, as for every public read.
 */
export const productListQuerySchema = z.object({
  collectionId: boundedInt('collectionId', 1, MAX_ID),
  artistId: boundedInt('artistId', 1, MAX_ID),
  limit: boundedInt('limit', 1, PRODUCT_PAGE_MAX),
  offset: boundedInt('offset', 0, MAX_ID),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
