import { z } from 'zod';
import { defineEvent } from '../event-envelope.js';
import { heroPlacementSchema } from '../../media/hero-media.schema.js';

/**
 * Emitted by admin-media when a home or story hero media item is created, deleted, activated or
 * deactivated: the active hero media of that placement may have changed.
 */
export const heroMediaChangedEvent = defineEvent(
  'admin-media.hero-media.changed',
  z.object({ placement: heroPlacementSchema, heroMediaId: z.number().int() }),
);
