import { withTimeout } from '../async/with-timeout.js';

/** A metric a scrape group fills: a Gauge or a Counter of prom-client. */
interface Resettable {
  reset(): void;
}

/** Reads current values from one source (a database query, a queue, a cache) into the group's metrics. */
export type ScrapeReader = () => Promise<void> | void;

/** How long one reader may take before the scrape goes on without its values. */
const READER_TIMEOUT_MS = 2_000;

/**
 * Values read when Prometheus scrapes rather than kept up to date on every change: the outbox
 * backlog, queue depths, active holds, the edge cache's counters. Several metrics share one group
 * when one read fills them all (one outbox query gives both the count and the oldest age); the
 * group's metrics all call refresh() from their collect(), and prom-client collects them
 * concurrently, so the readers run once per scrape.
 *
 * Sources come and go with the things they read (a relay that stops removes its reader), and the
 * metrics are reset before each read so that a source gone leaves no stale series behind. A reader
 * that fails or is slow (the database is down) only loses its own series for that scrape: /metrics
 * itself must keep answering, it is how the outage is seen.
 */
export class ScrapeGroup {
  private readonly readers = new Set<ScrapeReader>();
  private readonly metrics: Resettable[] = [];
  private refreshing?: Promise<void>;

  /** The metrics this group fills (called once, as they are defined). */
  fills(...metrics: Resettable[]): this {
    this.metrics.push(...metrics);
    return this;
  }

  /** Adds a source; returns the function that removes it. */
  add(reader: ScrapeReader): () => void {
    this.readers.add(reader);
    return () => void this.readers.delete(reader);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.readAll().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async readAll() {
    for (const metric of this.metrics) metric.reset();
    await Promise.all(
      [...this.readers].map((reader) =>
        withTimeout(
          Promise.resolve().then(reader),
          READER_TIMEOUT_MS,
          `metrics source took over ${READER_TIMEOUT_MS} ms`,
        ).catch(() => undefined),
      ),
    );
  }
}
