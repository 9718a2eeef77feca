import { Inject, Injectable } from '@nestjs/common';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { OffersRepository } from './offers.repository.js';

/**
 * Claims of accepted offers' awards (auctions and draws have their own consumers): paid, the piece
 * is sold (its order's hold took it) and no longer held for the claim; lapsed, it is on sale again
 * and the offer reads expired (claim_lapsed). Exactly once by the award's conditional move.
 */
@Injectable()
export class OfferClaimsConsumer implements EventConsumer {
  constructor(
    private readonly offers: OffersRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { offers, logger } = this;
    await bus.subscribeTo(claimLapsedEvent, releaseFlow.steps.offerClaimLapsed.consumer, async (event) => {
      const { source, awardId, productId, reason } = event.payload;
      if (source !== 'offer') return;
      if (await offers.settleClaim(awardId, { state: 'lapsed', reason }))
        logger.info({ awardId, productId, reason }, 'offer claim lapsed: the piece is on sale again');
    });
    await bus.subscribeTo(claimPaidEvent, releaseFlow.steps.offerClaimPaid.consumer, async (event) => {
      if (event.payload.source !== 'offer') return;
      await offers.settleClaim(event.payload.awardId, { state: 'paid' });
    });
  }
}
