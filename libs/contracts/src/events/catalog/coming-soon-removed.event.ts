import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when an admin deletes a sneak-peek item. (A converted item emits
 * catalog.coming-soon.converted instead.)
 */
export const comingSoonRemovedEvent = defineEvent(
  'catalog.coming-soon.removed',
  z.object({ comingSoonId: z.number().int() }),
);
