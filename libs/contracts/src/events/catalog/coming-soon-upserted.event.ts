import { z } from 'zod';
import { comingSoonItemSchema } from '../../coming-soon/coming-soon-item.schema.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin creates or updates a sneak-peek item; the item as answered. */
export const comingSoonUpsertedEvent = defineEvent(
  'catalog.coming-soon.upserted',
  z.object({ item: comingSoonItemSchema }),
);
