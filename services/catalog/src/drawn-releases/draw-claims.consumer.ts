import { Inject, Injectable } from '@nestjs/common';
import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogDatabase } from '../database/catalog-database.js';
import { DrawMakingService } from './draw-making.service.js';

const PAID = releaseFlow.steps.drawClaimPaid.consumer;
const LAPSED = releaseFlow.steps.nextAlternate.consumer;

/**
 * A drawn release's claim ended: paid (the win is recorded as paid) or lapsed (the next alternate is
 * offered the piece). Auction claims are left to the auctions. Handled once per event (inbox row and
 * change in one transaction); an award that is no longer open is left alone.
 */
@Injectable()
export class DrawClaimsConsumer implements EventConsumer {
  constructor(
    private readonly db: CatalogDatabase,
    private readonly drawing: DrawMakingService,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, drawing, logger } = this;
    await bus.subscribeTo(claimPaidEvent, PAID, async (event) => {
      if (event.payload.source !== 'draw') return;
      const award = { awardId: event.payload.awardId, releaseId: event.payload.sourceId };
      await db.handleEventOnce(PAID, event, async (tx) => {
        if (!(await drawing.settleAward(tx, award, { state: 'paid' })))
          logger.warn(award, 'claim paid for a draw award that is not open; left as is');
      });
    });
    await bus.subscribeTo(claimLapsedEvent, LAPSED, async (event) => {
      if (event.payload.source !== 'draw') return;
      const award = { awardId: event.payload.awardId, releaseId: event.payload.sourceId };
      await db.handleEventOnce(LAPSED, event, async (tx) => {
        const state = { state: 'lapsed' as const, reason: event.payload.reason };
        if (!(await drawing.settleAward(tx, award, state)))
          logger.warn(award, 'claim lapsed for a draw award that is not open; left as is');
      });
    });
  }
}
