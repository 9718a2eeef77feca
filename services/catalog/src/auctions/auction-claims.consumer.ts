import { Inject, Injectable } from '@nestjs/common';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogDatabase } from '../database/catalog-database.js';
import { AuctionClaimsService } from './auction-claims.service.js';

const LAPSED = releaseFlow.steps.secondChance.consumer;
const PAID = releaseFlow.steps.auctionClaimPaid.consumer;

/**
 * Claims of auctions' awards (drawn releases have their own consumers): a lapse offers the piece to
 * the next in line, a payment settles the auction. Once per event (inbox row and change in one
 * transaction), and the award's conditional move makes a second event for one award change nothing.
 */
@Injectable()
export class AuctionClaimsConsumer implements EventConsumer {
  constructor(
    private readonly db: CatalogDatabase,
    private readonly claims: AuctionClaimsService,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, claims, logger } = this;
    await bus.subscribeTo(claimLapsedEvent, LAPSED, async (event) => {
      const { source, awardId, sourceId, reason } = event.payload;
      if (source !== 'auction') return;
      await db.handleEventOnce(LAPSED, event, async (tx) => {
        const result = await claims.passOn(tx, awardId, reason);
        if (result.outcome !== 'duplicate')
          logger.info({ auctionId: sourceId, reason, ...result }, 'auction claim lapsed');
      });
    });
    await bus.subscribeTo(claimPaidEvent, PAID, async (event) => {
      if (event.payload.source !== 'auction') return;
      await db.handleEventOnce(PAID, event, async (tx) => {
        await claims.settlePaid(tx, event.payload.awardId);
      });
    });
  }
}
