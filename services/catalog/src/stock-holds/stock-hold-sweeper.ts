import { countSettled, PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { StockHoldsRepository } from './stock-holds.repository.js';

const BATCH = 100;

/**
 * Releases holds past their expiry, inside catalog, so stock comes back even when checkout is
 * down. A release is conditional on the hold still being active and expired, so several catalog
 * instances sweeping at once release each hold once. A pass answers how many holds it released.
 */
export function createStockHoldSweeper(repository: StockHoldsRepository, logger: Logger, intervalMs: number) {
  const release = async (holdId: string) => (await repository.release(holdId, true))?.status === 'released';
  const pass = async () => {
    const released = await countSettled(await repository.expiredHoldIds(BATCH), release);
    if (released > 0) logger.info({ released }, 'released expired stock holds');
    return released;
  };
  return new PeriodicTask({ name: 'stock hold sweep', intervalMs, logger, pass });
}
