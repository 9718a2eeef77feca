import { z } from 'zod';
import { collectionSchema } from '../../collections/collection.schema.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin creates a collection; the payload is the collection as stored. */
export const collectionCreatedEvent = defineEvent(
  'catalog.collection.created',
  z.object({ collection: collectionSchema }),
);
