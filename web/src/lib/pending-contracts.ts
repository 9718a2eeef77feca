// TEMPORARY: shapes catalog7 is adding to @atelier/contracts; removed once that commit is merged.
import { z } from 'zod';

export const likeStatusSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });

export const productSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  price: z.string(),
  imageUrls: z.array(z.string()),
  artist: z.object({ name: z.string() }).nullable(),
});
