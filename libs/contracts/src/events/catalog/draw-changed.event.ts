import { z } from 'zod';
import { publicDrawnReleaseSchema } from '../../drawn-releases/drawn-release.schema.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when a drawn release opens, takes an entry or is drawn: its public state after
 * the change (entry count, phase, result). The gateways push it to the product's open pages.
 */
export const drawChangedEvent = defineEvent(
  'catalog.draw.changed',
  z.object({ release: publicDrawnReleaseSchema }),
);
