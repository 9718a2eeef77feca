import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when a shopper's toggle likes or unlikes a product. likesCount is part of the
 * public product answers, so gateways drop those cached answers (and only those) on it.
 */
export const productLikedEvent = defineEvent(
  'catalog.product.liked',
  z.object({ productId: z.number().int(), liked: z.boolean(), likesCount: z.number().int().nonnegative() }),
);
