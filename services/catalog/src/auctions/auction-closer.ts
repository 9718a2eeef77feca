import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { AuctionClosingService } from './auction-closing.service.js';

const BATCH = 50;

/**
 * Ends auctions whose end time has passed and names their winners. Bids are refused after the end
 * on the database's clock whether or not this has run; it only makes the result final. A close is
 * conditional on the auction still being active and due, so several catalog instances close each once.
 * A pass answers how many auctions it closed.
 */
@Injectable()
export class AuctionCloser extends PeriodicTask<number> {
  constructor(
    closing: AuctionClosingService,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const close = async (id: number) => {
      const auction = await closing.close(id, false);
      if (auction) logger.info({ auctionId: id, winner: auction.winnerBuyerId !== null }, 'auction ended');
      return auction !== null;
    };
    const pass = async () => countSettled(await closing.dueIds(BATCH), close);
    super({ name: 'auction close pass', intervalMs: intervals.auctionCloseMs, logger, pass });
  }
}
