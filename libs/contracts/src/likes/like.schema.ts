import { z } from 'zod';
import { sessionIdSchema } from './session-id.schema.js';

/** Answer of GET .../liked?sessionId= and POST .../like (spec section 3, "Like status"). */
export const likeStatusSchema = z.object({
  liked: z.boolean(),
  likesCount: z.number().int().nonnegative(),
});
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** Body of POST /api/products/{id}/like and POST /api/coming-soon/{id}/like: toggles the like. */
export const likeInputSchema = z.object({ sessionId: sessionIdSchema });
export type LikeInput = z.infer<typeof likeInputSchema>;

/** Query of GET .../liked?sessionId=. */
export const likeQuerySchema = likeInputSchema;
