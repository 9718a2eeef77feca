import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin deletes an (archived, empty) collection. */
export const collectionDeletedEvent = defineEvent(
  'catalog.collection.deleted',
  z.object({ collectionId: z.number().int() }),
);
