import { z } from 'zod';
import { publicDrawnReleaseSchema } from '../../drawn-releases/drawn-release.schema.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when a drawn release opens, closes or is drawn (not on every entry). The
 * gateways drop their cached reads of the product it sells.
 */
export const drawChangedEvent = defineEvent(
  'catalog.draw.changed',
  z.object({ release: publicDrawnReleaseSchema }),
);
