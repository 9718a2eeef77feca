import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './registry.js';
import { RequestSeries } from './request-series.js';
import { ScrapeGroup } from './scrape-group.js';

// Every series the store exports, in one place: the dashboard and alert rules in
// infra/observability use these names, and all-in-one's metrics test checks that each one they
// use is exported. Names follow Prometheus conventions: counters end in _total, durations are
// in _seconds, sizes in _bytes. Label values are bounded sets (route templates, event types,
// consumers, queue names), never ids or raw URLs.
const registers = [metricsRegistry];

// --- HTTP (every app; see http-metrics.ts) ---

export const httpRequests = new RequestSeries(
  { requests: 'atelier_http_requests_total', duration: 'atelier_http_request_duration_seconds' },
  {
    requests: 'HTTP requests answered, by app, method, route template and status code',
    duration:
      'Time from receiving a request to the end of its answer, by app, method, route template and status code',
  },
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
metricsRegistry.registerMetric(httpRequests.requestsMetric());
metricsRegistry.registerMetric(httpRequests.durationMetric());

// --- Event bus (RabbitMQ and in-process buses) ---

export const eventsPublished = new Counter({
  name: 'atelier_events_published_total',
  help: 'Events the broker accepted (confirmed), by event type',
  labelNames: ['type'] as const,
  registers,
});

export const eventsConsumed = new Counter({
  name: 'atelier_events_consumed_total',
  help: 'Deliveries a consumer handled successfully (repeats its inbox skipped included), by event type and consumer',
  labelNames: ['type', 'consumer'] as const,
  registers,
});

export const eventsRetried = new Counter({
  name: 'atelier_events_retried_total',
  help: 'Deliveries whose handler failed and that were scheduled for another attempt, by event type and consumer',
  labelNames: ['type', 'consumer'] as const,
  registers,
});

export const eventsParked = new Counter({
  name: 'atelier_events_parked_total',
  help: 'Events moved to a dead-letter queue (attempts used up, or unprocessable), by event type and consumer',
  labelNames: ['type', 'consumer'] as const,
  registers,
});

export const eventsDropped = new Counter({
  name: 'atelier_events_dropped_total',
  help: 'Events a per-instance consumer (the edge cache) gave up on after its retries, by event type and consumer',
  labelNames: ['type', 'consumer'] as const,
  registers,
});

// --- Dependencies this process degrades without (health/degraded-dependency.ts) ---

export const dependencyDegraded = new Gauge({
  name: 'atelier_degraded',
  help: 'Whether this process is working without a dependency it can do without (1: degraded), by dependency (event-bus: events wait in the outbox; redis: rate limits count in this process)',
  labelNames: ['dependency'] as const,
  registers,
});

// --- Outbox (read at scrape time from each relay's table; see outbox-relay.ts) ---

export const outboxScrape = new ScrapeGroup();

export const outboxWaiting = new Gauge({
  name: 'atelier_outbox_waiting_events',
  help: 'Outbox rows committed but not yet published to the bus, by service (schema)',
  labelNames: ['service'] as const,
  registers,
  collect: () => outboxScrape.refresh(),
});

export const outboxOldestAge = new Gauge({
  name: 'atelier_outbox_oldest_waiting_age_seconds',
  help: 'Age of the oldest outbox row not yet published (0 when none waits), by service (schema)',
  labelNames: ['service'] as const,
  registers,
  collect: () => outboxScrape.refresh(),
});

outboxScrape.fills(outboxWaiting, outboxOldestAge);

// --- Job queues (BullMQ in the cluster, the in-process queue in all-in-one) ---

export const queueScrape = new ScrapeGroup();

export const queueJobs = new Gauge({
  name: 'atelier_queue_jobs',
  help: 'Jobs in a queue by state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers,
  collect: () => queueScrape.refresh(),
});

queueScrape.fills(queueJobs);

/** The job states every queue reports. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueJobCounts = Record<(typeof QUEUE_JOB_STATES)[number], number>;

/** Reports a queue's job counts at every scrape; returns the function that stops it. */
export function reportQueueJobs(queue: string, counts: () => Promise<QueueJobCounts>): () => void {
  return queueScrape.add(async () => {
    const current = await counts();
    for (const state of QUEUE_JOB_STATES) queueJobs.set({ queue, state }, current[state]);
  });
}

// --- Catalog: stock holds (read at scrape time) ---

export const stockHoldScrape = new ScrapeGroup();

export const stockHoldsActive = new Gauge({
  name: 'atelier_stock_holds_active',
  help: 'Stock holds currently active (pieces held for a checkout)',
  registers,
  collect: () => stockHoldScrape.refresh(),
});

export const stockHoldsOverdue = new Gauge({
  name: 'atelier_stock_holds_overdue',
  help: 'Active stock holds whose expiry has passed: the sweeper has not released them yet',
  registers,
  collect: () => stockHoldScrape.refresh(),
});

stockHoldScrape.fills(stockHoldsActive, stockHoldsOverdue);

// --- Catalog: auctions past their end (read at scrape time) ---

export const auctionScrape = new ScrapeGroup();

export const auctionsOverdue = new Gauge({
  name: 'atelier_auctions_overdue',
  help: 'Auctions still open more than 30 s after their end: the closer (every 2 s) has not ended them',
  registers,
  collect: () => auctionScrape.refresh(),
});

auctionScrape.fills(auctionsOverdue);

// --- Cart and checkout: claims (read at scrape time) ---

export const claimScrape = new ScrapeGroup();

export const claimsPayingOldestAge = new Gauge({
  name: 'atelier_claims_paying_oldest_age_seconds',
  help: 'Age of the oldest claim whose payment started and has not finished (0: none); the sweeper settles them after 2 minutes',
  registers,
  collect: () => claimScrape.refresh(),
});

claimScrape.fills(claimsPayingOldestAge);

// --- PostgreSQL pool (every process with a database; read at scrape time) ---

export const databasePoolScrape = new ScrapeGroup();

export const databasePoolConnections = new Gauge({
  name: 'atelier_db_pool_connections',
  help: "This process's PostgreSQL pool: connections open (total), idle, and queries waiting for one",
  labelNames: ['state'] as const,
  registers,
  collect: () => databasePoolScrape.refresh(),
});

export const databasePoolMax = new Gauge({
  name: 'atelier_db_pool_max_connections',
  help: "The most connections this process's PostgreSQL pool opens (DATABASE_POOL_SIZE)",
  registers,
  collect: () => databasePoolScrape.refresh(),
});

databasePoolScrape.fills(databasePoolConnections, databasePoolMax);

/** What reportDatabasePool reads of a pool (pg.Pool has these). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** Reports a PostgreSQL pool's use at every scrape; returns the function that stops it. */
export function reportDatabasePool(pool: PoolCounts): () => void {
  return databasePoolScrape.add(() => {
    databasePoolConnections.set({ state: 'total' }, pool.totalCount);
    databasePoolConnections.set({ state: 'idle' }, pool.idleCount);
    databasePoolConnections.set({ state: 'waiting' }, pool.waitingCount);
    databasePoolMax.set(pool.options.max ?? 10);
  });
}

// --- Cart and checkout ---

export const ordersPaid = new Counter({
  name: 'atelier_orders_paid_total',
  help: 'Orders recorded as paid',
  registers,
});

// --- Notifications: texts ---

export const textsFinished = new Counter({
  name: 'atelier_texts_total',
  help: 'Texts by outcome: sent, failed (never sent), opted_out (not sent: the number opted out), undelivered (sent, then the carrier reported it failed)',
  labelNames: ['outcome'] as const,
  registers,
});

// --- Gateway: edge cache (its own counters, mirrored at scrape time) ---

export const edgeCacheScrape = new ScrapeGroup();

export const edgeCacheHits = new Counter({
  name: 'atelier_edge_cache_hits_total',
  help: 'Public reads the gateway answered from its edge cache',
  registers,
  collect: () => edgeCacheScrape.refresh(),
});

export const edgeCacheMisses = new Counter({
  name: 'atelier_edge_cache_misses_total',
  help: 'Cacheable public reads the gateway had to fetch from the service',
  registers,
  collect: () => edgeCacheScrape.refresh(),
});

export const edgeCacheSize = new Gauge({
  name: 'atelier_edge_cache_size_bytes',
  help: 'Bytes the edge cache holds (bodies plus per-entry overhead)',
  registers,
  collect: () => edgeCacheScrape.refresh(),
});

export const edgeCacheEntries = new Gauge({
  name: 'atelier_edge_cache_entries',
  help: 'Answers the edge cache holds',
  registers,
  collect: () => edgeCacheScrape.refresh(),
});

edgeCacheScrape.fills(edgeCacheHits, edgeCacheMisses, edgeCacheSize, edgeCacheEntries);

/**
 * Mirrors an edge cache's counters at every scrape (they only grow for the life of the cache, as a
 * counter must); returns the function that stops it.
 */
export function reportEdgeCache(
  stats: () => { hits: number; misses: number; sizeBytes: number; entries: number },
) {
  return edgeCacheScrape.add(() => {
    const current = stats();
    edgeCacheHits.inc(current.hits);
    edgeCacheMisses.inc(current.misses);
    edgeCacheSize.inc(current.sizeBytes);
    edgeCacheEntries.inc(current.entries);
  });
}
