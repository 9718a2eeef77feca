import { Inject, Injectable } from '@nestjs/common';
import { countSettled, PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import { drandRoundTime, DRAW_ALGORITHM_DRAND } from '@atelier/contracts';
import type { Logger } from 'pino';
import { CatalogIntervals } from '../catalog-intervals.js';
import { BeaconSource } from './beacon/beacon-source.js';
import { DrawMakingService } from './draw-making.service.js';
import { DrawnReleasesRepository, type DueRelease } from './drawn-releases.repository.js';

const BATCH = 20;
/** Longest pause between two attempts at a round no mirror served. */
const MAX_RETRY_MS = 30_000;

/**
 * Draws releases whose entry window has passed. Entries are refused after the window on the
 * database's clock whether or not this has run; the draw is one conditional UPDATE, so several
 * catalog instances draw each release once. A 'hmac-sha256-drand-v2' release waits for the drand
 * round fixed at its opening: once the round's time has come the closer fetches it (every mirror in
 * turn, verified), and draws with it; while no mirror serves it the draw waits, the failure noted
 * for the admin and retried with a growing pause. It never falls back to the seed alone: that is
 * the owner's choice at the opening, not the closer's. A pass answers how many releases it drew.
 */
@Injectable()
export class DrawCloser extends PeriodicTask<number> {
  constructor(
    repository: DrawnReleasesRepository,
    drawing: DrawMakingService,
    beacons: BeaconSource,
    @Inject(SERVICE_LOGGER) logger: Logger,
    intervals: CatalogIntervals,
  ) {
    const intervalMs = intervals.drawCloseMs;
    const retries = new Map<number, { failures: number; nextAt: number }>();
    const draw = async (release: DueRelease) => {
      if (release.algorithm !== DRAW_ALGORITHM_DRAND)
        return report(release.id, await drawing.draw(release.id, null));
      const round = release.beaconRound!;
      if (Date.now() < drandRoundTime(round) * 1000) return false; // not published yet
      const retry = retries.get(release.id);
      if (retry && Date.now() < retry.nextAt) return false;
      let beacon;
      try {
        beacon = await beacons.fetchRound(round);
      } catch (error) {
        const failures = (retry?.failures ?? 0) + 1;
        retries.set(release.id, {
          failures,
          nextAt: Date.now() + Math.min(MAX_RETRY_MS, intervalMs * 2 ** (failures - 1)),
        });
        const message = error instanceof Error ? error.message : String(error);
        logger.warn(
          { releaseId: release.id, round, failures, err: message },
          'drand round not fetched: the draw waits',
        );
        await repository.noteBeaconFailure(release.id, message);
        return false;
      }
      retries.delete(release.id);
      return report(release.id, await drawing.draw(release.id, null, beacon), round);
    };
    const report = (id: number, release: { entryCount: number } | null, round?: number) => {
      if (release) logger.info({ releaseId: id, entries: release.entryCount, round }, 'drawn release drawn');
      return release !== null;
    };
    const pass = async () => countSettled(await repository.due(BATCH), draw);
    super({ name: 'draw pass', intervalMs, logger, pass });
  }
}
