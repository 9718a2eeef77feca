import { pieceAwardedEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import type { EventBus } from '@atelier/platform';
import type { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import type { ClaimsService } from './claims.service.js';

const CONSUMER = releaseFlow.steps.openClaim.consumer;

/**
 * catalog.piece.awarded (an auction's winner, a draw's winner, the next in line) → one claim,
 * handled once per event with an inbox row like every other consumer; the claim's unique award id
 * also makes a second award event for the same award change nothing.
 */
export async function subscribePieceAwarded(bus: EventBus, db: CartCheckoutDatabase, claims: ClaimsService) {
  await bus.subscribeTo(pieceAwardedEvent, CONSUMER, async (event) => {
    await db.handleEventOnce(CONSUMER, event, (tx) => claims.offer(tx, event.payload));
  });
}
