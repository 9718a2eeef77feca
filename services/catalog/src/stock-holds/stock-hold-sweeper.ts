import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { StockHoldsRepository } from './stock-holds.repository.js';

const BATCH = 100;

/**
 * Releases holds past their expiry, inside catalog, so stock comes back even when checkout is
 * down. A release is conditional on the hold still being active and expired, so several catalog
 * instances sweeping at once release each hold once. A pass answers how many holds it released.
 */
@Injectable()
export class StockHoldSweeper extends PeriodicTask<number> {
  constructor(
    repository: StockHoldsRepository,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const release = async (holdId: string) => (await repository.release(holdId, true))?.status === 'released';
    const pass = async () => {
      const released = await countSettled(await repository.expiredHoldIds(BATCH), release);
      if (released > 0) logger.info({ released }, 'released expired stock holds');
      return released;
    };
    super({ name: 'stock hold sweep', intervalMs: intervals.stockHoldSweepMs, logger, pass });
  }
}
