import { pieceAwardedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { ClaimsService } from './claims.service.js';

const CONSUMER = 'cart-checkout.piece-awarded';

/**
 * catalog.piece.awarded (an auction's winner, a draw's winner, or the next in line) → one claim.
 * No inbox row needed: the claim's unique award id makes a redelivery change nothing.
 */
export async function subscribePieceAwarded(bus: EventBus, claims: ClaimsService) {
  await bus.subscribeTo(pieceAwardedEvent, CONSUMER, (event) => claims.offer(event.payload));
}
