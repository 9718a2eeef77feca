import type { Logger } from 'pino';
import type { StockHoldsRepository } from './stock-holds.repository.js';

const BATCH = 100;

/**
 * Releases holds past their expiry, inside catalog, so stock comes back even when checkout is
 * down. A release is conditional on the hold still being active and expired, so several catalog
 * instances sweeping at once release each hold once.
 */
export class StockHoldSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repository: StockHoldsRepository,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start() {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  /** One pass; returns how many holds it released. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    let released = 0;
    this.running = (async () => {
      try {
        for (const holdId of await this.repository.expiredHoldIds(BATCH)) {
          const hold = await this.repository.release(holdId, true);
          if (hold?.status === 'released') released++;
        }
        if (released > 0) this.logger.info({ released }, 'released expired stock holds');
      } catch (err) {
        this.logger.warn({ err }, 'stock hold sweep failed; retrying on the next pass');
      }
    })();
    await this.running;
    this.running = undefined;
    return released;
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }
}
