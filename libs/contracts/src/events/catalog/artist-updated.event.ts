import { z } from 'zod';
import { artistSchema } from '../../artists/artist.schema.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin updates an artist; the payload is the artist as stored. */
export const artistUpdatedEvent = defineEvent('catalog.artist.updated', z.object({ artist: artistSchema }));
