import type { Logger } from 'pino';
import { dependencyDegraded } from '../metrics/store-metrics.js';

/**
 * A dependency a process keeps serving without, at a cost: the event bus (events wait in the
 * outbox and are published when it returns) or Redis (rate limits count in this process's memory).
 * Readiness leaves such dependencies out, so an outage of theirs never takes a ready pod out of its
 * Service; instead this says so once per change: a warning when it goes, a line when it is back, and
 * `atelier_degraded{dependency}` at 1 in between (an alert can page on it lasting).
 */
export class DegradedDependency {
  private degraded = false;

  constructor(
    readonly dependency: string,
    private readonly logger: Logger,
    /** What the process does meanwhile, for the log line ("events wait in the outbox"). */
    private readonly meanwhile: string,
  ) {
    dependencyDegraded.set({ dependency }, 0);
  }

  get isDegraded(): boolean {
    return this.degraded;
  }

  /** The dependency cannot be reached; logs once until it is back. */
  down(reason?: string): void {
    if (this.degraded) return;
    this.degraded = true;
    dependencyDegraded.set({ dependency: this.dependency }, 1);
    this.logger.warn(
      { dependency: this.dependency, error: reason },
      `degraded: ${this.dependency} unreachable; ${this.meanwhile}`,
    );
  }

  up(): void {
    if (!this.degraded) return;
    this.degraded = false;
    dependencyDegraded.set({ dependency: this.dependency }, 0);
    this.logger.info({ dependency: this.dependency }, `${this.dependency} is back; no longer degraded`);
  }
}
