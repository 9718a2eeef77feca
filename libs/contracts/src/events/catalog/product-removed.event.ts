import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin permanently deletes a (decommissioned) product. */
export const productRemovedEvent = defineEvent(
  'catalog.product.removed',
  z.object({ productId: z.number().int() }),
);
