import { z } from 'zod';

/** A sneak-peek (coming-soon) item as the API returns it. estimatedPrice is a decimal string or null. */
export const comingSoonItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  story: z.string().nullable(),
  estimatedPrice: z.string().nullable(),
  imageUrls: z.array(z.string()),
  artistId: z.number().int().nullable(),
  collectionId: z.number().int().nullable(),
  videoUrl: z.string().nullable(),
  category: z.string().nullable(),
  likesCount: z.number().int(),
  estimatedReleaseDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ComingSoonItem = z.infer<typeof comingSoonItemSchema>;
