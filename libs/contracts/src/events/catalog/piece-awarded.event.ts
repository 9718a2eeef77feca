import { z } from 'zod';
import { decimalStringSchema } from '../../common/decimal-price.js';
import { defineEvent } from '../event-envelope.js';

/** A scarce piece offered to one buyer at a price: what catalog.piece.awarded says, and every claim carries. */
export const pieceAwardSchema = z.object({
  awardId: z.string().uuid(),
  source: z.enum(['auction', 'draw', 'offer']),
  /** The auction's or the drawn release's id; for an accepted offer (ids are UUIDs) the product's id, the offer naming its award. */
  sourceId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  buyerId: z.string().uuid(),
  price: decimalStringSchema,
  /** The offers made for that sale so far: 1 for the winner; more for the next in line after a lapse. */
  rank: z.number().int().positive(),
});

/**
 * Emitted by catalog when a scarce piece is offered to one buyer: the winner of a timed auction, a
 * drawn release's winner, or the next in line after a claim lapsed (rank counts the offers made for
 * that sale, 1 = the first). Cart-checkout turns each award into one claim (its link texted to the
 * buyer); awardId makes that exactly once however often the event is delivered.
 */
export const pieceAwardedEvent = defineEvent('catalog.piece.awarded', pieceAwardSchema);
