import { z } from 'zod';
import { artistSchema } from '../../artists/artist.schema.js';
import { defineEvent } from '../event-envelope.js';

/** Emitted by catalog when an admin creates an artist; the payload is the artist as stored. */
export const artistCreatedEvent = defineEvent('catalog.artist.created', z.object({ artist: artistSchema }));
