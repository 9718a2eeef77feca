import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin deletes an artist. */
export const artistDeletedEvent = defineEvent(
  'catalog.artist.deleted',
  z.object({ artistId: z.number().int() }),
);
