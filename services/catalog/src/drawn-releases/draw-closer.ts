import { PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { DrawnReleasesRepository } from './drawn-releases.repository.js';

const BATCH = 20;

/**
 * Draws releases whose entry window has passed. Entries are refused after the window on the
 * database's clock whether or not this has run; the draw is one conditional UPDATE, so several
 * catalog instances draw each release once.
 */
export class DrawCloser {
  private readonly periodic: PeriodicTask<number>;

  constructor(
    private readonly repository: DrawnReleasesRepository,
    private readonly logger: Logger,
    intervalMs: number,
  ) {
    this.periodic = new PeriodicTask(() => this.drawDue(), intervalMs);
  }

  start = () => this.periodic.start();
  stop = () => this.periodic.stop();
  /** One pass (or the one under way); how many releases it drew. */
  sweep = () => this.periodic.runNow();

  private async drawDue(): Promise<number> {
    let drawn = 0;
    try {
      for (const id of await this.repository.dueIds(BATCH)) {
        const release = await this.repository.draw(id, false);
        if (release) {
          drawn++;
          this.logger.info({ releaseId: id, entries: release.entryCount }, 'drawn release drawn');
        }
      }
    } catch (err) {
      this.logger.warn({ err }, 'draw pass failed; retrying on the next pass');
    }
    return drawn;
  }
}
