import { z } from 'zod';
import { decimalStringSchema } from '../common/decimal-price.js';
import { productCategorySchema } from '../products/product-category.js';

/** The artist attached to a sneak-peek item in responses (spec section 3), or null. */
export const comingSoonArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  specialty: z.string(),
  bio: z.string().nullable(),
});

/** The collection attached to a sneak-peek item (the spec asks for its name; id is for links), or null. */
export const comingSoonCollectionSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A sneak-peek (coming-soon) item as the API returns it. estimatedPrice is a decimal string with two
 * places or null; estimatedReleaseDate is an ISO-8601 timestamp at midnight UTC (a date) or null;
 * createdAt an ISO-8601 timestamp.
 */
export const comingSoonItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  story: z.string().nullable(),
  estimatedPrice: decimalStringSchema.nullable(),
  imageUrls: z.array(z.string()),
  artistId: z.number().int().nullable(),
  collectionId: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  category: productCategorySchema,
  likesCount: z.number().int().nonnegative(),
  estimatedReleaseDate: z.string().nullable(),
  createdAt: z.string(),
  artist: comingSoonArtistSchema.nullable(),
  collection: comingSoonCollectionSchema.nullable(),
});
export type ComingSoonItem = z.infer<typeof comingSoonItemSchema>;
