import { Injectable } from '@nestjs/common';
import { pieceAwardedEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { CartCheckoutDatabase } from '../database/cart-checkout-database.js';
import { ClaimsService } from './claims.service.js';

const CONSUMER = releaseFlow.steps.openClaim.consumer;

/**
 * catalog.piece.awarded (an auction's winner, a draw's winner, the next in line) → one claim,
 * handled once per event with an inbox row like every other consumer; the claim's unique award id
 * also makes a second award event for the same award change nothing.
 */
@Injectable()
export class PieceAwardedConsumer implements EventConsumer {
  constructor(
    private readonly db: CartCheckoutDatabase,
    private readonly claims: ClaimsService,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, claims } = this;
    await bus.subscribeTo(pieceAwardedEvent, CONSUMER, async (event) => {
      await db.handleEventOnce(CONSUMER, event, (tx) => claims.offer(tx, event.payload));
    });
  }
}
