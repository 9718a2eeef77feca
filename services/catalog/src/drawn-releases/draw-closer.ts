import { countSettled, PeriodicTask } from '@atelier/platform';
import type { Logger } from 'pino';
import type { DrawnReleasesRepository } from './drawn-releases.repository.js';

const BATCH = 20;

/**
 * Draws releases whose entry window has passed. Entries are refused after the window on the
 * database's clock whether or not this has run; the draw is one conditional UPDATE, so several
 * catalog instances draw each release once. A pass answers how many releases it drew.
 */
export function createDrawCloser(repository: DrawnReleasesRepository, logger: Logger, intervalMs: number) {
  const draw = async (id: number) => {
    const release = await repository.draw(id, null);
    if (release) logger.info({ releaseId: id, entries: release.entryCount }, 'drawn release drawn');
    return release !== null;
  };
  const pass = async () => countSettled(await repository.dueIds(BATCH), draw);
  return new PeriodicTask({ name: 'draw pass', intervalMs, logger, pass });
}
