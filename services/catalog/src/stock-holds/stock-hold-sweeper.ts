import { PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { StockHoldsRepository } from './stock-holds.repository.js';

const BATCH = 100;

/**
 * Releases holds past their expiry, inside catalog, so stock comes back even when checkout is
 * down. A release is conditional on the hold still being active and expired, so several catalog
 * instances sweeping at once release each hold once.
 */
export class StockHoldSweeper {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly repository: StockHoldsRepository,
    private readonly logger: Logger,
    intervalMs: number,
  ) {
    this.periodic = new PeriodicTask(() => this.releaseExpired(), intervalMs);
  }

  start = () => this.periodic.start();
  stop = () => this.periodic.stop();
  /** One pass (or the one under way); how many holds it released. */
  sweep = () => this.periodic.runNow();

  private async releaseExpired(): Promise<number> {
    let released = 0;
    try {
      for (const holdId of await this.repository.expiredHoldIds(BATCH)) {
        const hold = await this.repository.release(holdId, true);
        if (hold?.status === 'released') released++;
      }
      if (released > 0) this.logger.info({ released }, 'released expired stock holds');
    } catch (err) {
      this.logger.warn({ err }, 'stock hold sweep failed; retrying on the next pass');
    }
    return released;
  }
}
