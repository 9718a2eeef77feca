import { z } from 'zod';

/** A product as the API returns it. price is a decimal string with two places ("4800.00"). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  story: z.string().nullable(),
  price: z.string(),
  quantity: z.number().int(),
  artistId: z.number().int().nullable(),
  collectionId: z.number().int().nullable(),
  imageUrls: z.array(z.string()),
  videoUrl: z.string().nullable(),
  category: z.string().nullable(),
  isBiddingEnabled: z.boolean(),
  isLimitedQuantity: z.boolean(),
  status: z.string(),
  decommissioned: z.boolean(),
  likesCount: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
