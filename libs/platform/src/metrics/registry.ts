import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The one metrics registry of this process. Not prom-client's global default registry: nothing a
 * library registers there by itself leaks into our /metrics, and tests that start several apps in
 * one process share these series instead of clashing on names.
 *
 * One process, one registry, also in all-in-one: every service of that process adds to the same
 * series, and the series that belong to one service carry a `service` label (HTTP by app, the
 * outbox by schema). The process's one metrics listener (metrics-listener.ts) answers the whole
 * registry, so all-in-one is scraped once.
 */
export const metricsRegistry = new Registry();

let defaultMetricsCollected = false;

/** Node's own series (CPU, memory, event loop lag, GC), once per process and only when metrics are on. */
export function collectProcessMetrics(): void {
  if (defaultMetricsCollected) return;
  defaultMetricsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
