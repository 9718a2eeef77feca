import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when a shopper's toggle likes or unlikes a sneak-peek item. */
export const comingSoonLikedEvent = defineEvent(
  'catalog.coming-soon.liked',
  z.object({
    comingSoonId: z.number().int(),
    liked: z.boolean(),
    likesCount: z.number().int().nonnegative(),
  }),
);
