import { PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { AuctionsRepository } from './auctions.repository.js';

const BATCH = 50;

/**
 * Ends auctions whose end time has passed and names their winners. Bids are refused after the end
 * on the database's clock whether or not this has run; it only makes the result final. A close is
 * conditional on the auction still being active and due, so several catalog instances close each once.
 */
export class AuctionCloser {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly repository: AuctionsRepository,
    private readonly logger: Logger,
    intervalMs: number,
  ) {
    this.periodic = new PeriodicTask(() => this.closeDue(), intervalMs);
  }

  start = () => this.periodic.start();
  stop = () => this.periodic.stop();
  /** One pass (or the one under way); how many auctions it closed. */
  sweep = () => this.periodic.runNow();

  private async closeDue(): Promise<number> {
    let closed = 0;
    try {
      for (const id of await this.repository.dueIds(BATCH)) {
        const auction = await this.repository.close(id, false);
        if (auction) {
          closed++;
          this.logger.info({ auctionId: id, winner: auction.winnerBuyerId !== null }, 'auction ended');
        }
      }
    } catch (err) {
      this.logger.warn({ err }, 'auction close pass failed; retrying on the next pass');
    }
    return closed;
  }
}
