import { claimLapsedEvent, claimPaidEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import type { AuctionClaimsRepository } from './auction-claims.repository.js';

/**
 * Claims of auctions' awards (drawn releases have their own consumers): a lapse offers the piece to
 * the next in line, a payment settles the auction. Exactly once by the award's conditional move.
 */
export async function subscribeAuctionClaims(bus: EventBus, claims: AuctionClaimsRepository, logger: Logger) {
  await bus.subscribeTo(claimLapsedEvent, 'catalog.auction-claim-lapsed', async (event) => {
    const { source, awardId, sourceId, reason } = event.payload;
    if (source !== 'auction') return;
    const result = await claims.passOn(awardId, reason);
    if (result.outcome !== 'duplicate')
      logger.info({ auctionId: sourceId, reason, ...result }, 'auction claim lapsed');
  });
  await bus.subscribeTo(claimPaidEvent, 'catalog.auction-claim-paid', async (event) => {
    if (event.payload.source !== 'auction') return;
    await claims.settlePaid(event.payload.awardId);
  });
}
