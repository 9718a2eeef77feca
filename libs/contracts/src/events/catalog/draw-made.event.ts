import { z } from 'zod';
import { drawEarlyCloseSchema } from '../../drawn-releases/drawn-release.schema.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when a drawn release is drawn: every entrant with their place, so that
 * notifications can text the alternates their place (the winners get their claim link from the
 * award) and, when the owner closed entries early, every entrant why.
 */
export const drawMadeEvent = defineEvent(
  'catalog.draw.made',
  z.object({
    releaseId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    /** How many win: places 1..quantity; the rest are alternates in order. */
    quantity: z.number().int().positive(),
    entrants: z.array(z.object({ buyerId: z.string().uuid(), position: z.number().int().positive() })),
    closedEarly: drawEarlyCloseSchema.nullable(),
  }),
);
