import { z } from 'zod';
import { collectionSchema } from '../../collections/collection.schema.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin updates a collection; the payload is the collection as stored. */
export const collectionUpdatedEvent = defineEvent(
  'catalog.collection.updated',
  z.object({ collection: collectionSchema }),
);
