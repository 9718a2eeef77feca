import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EventEnvelope } from '@atelier/contracts';
import type { Logger } from 'pino';
import { outboxOldestAge, outboxScrape, outboxWaiting } from '../metrics/store-metrics.js';
import { contextFrom, inSpan, outsideAnyTrace, SpanKind } from '../tracing/trace-context.js';
import type { EventBus } from './event-bus.js';
import type { RawSqlClient, TransactionalSqlClient } from './sql-client.js';

interface OutboxRow {
  position: string;
  id: string;
  type: string;
  version: number;
  payload: unknown;
  request_id: string | null;
  trace_parent: string | null;
  occurred_at: Date;
}

export interface OutboxRelayOptions {
  client: TransactionalSqlClient;
  /** The PostgreSQL schema holding the service's outbox_events table. */
  schema: string;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  /** How long a claim holds rows; a crashed relay's rows go to another relay after it. */
  leaseMs?: number;
  /** Safety net for rows a crashed process committed but never announced; wake() is the fast path. */
  fallbackPollMs?: number;
  /** Names this relay in claimed_by (logs and operations); unique per instance by default. */
  relayId?: string;
}

/**
 * Publishes committed outbox rows, in order per aggregate, and marks each one published once the
 * broker confirmed it. No transaction stays open while the broker works: rows are claimed in a
 * short transaction (claimed_by + claimed_until, a lease), published with confirms outside it,
 * then marked one by one. Several instances relay side by side; a crashed relay's lease expires
 * and another takes its rows (publishing them again, which consumers absorb through their inbox).
 * A publish failure releases the claim and leaves the rows for the next pass (backoff up to 30 s).
 */
export class OutboxRelay {
  private draining = false;
  private wakeRequested = false;
  private retryTimer?: NodeJS.Timeout;
  private pollTimer?: NodeJS.Timeout;
  private failureDelayMs = 500;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();
  private stopReportingBacklog?: () => void;

  private readonly table: string;
  private readonly relayId: string;
  private readonly leaseMs: number;

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `"${options.schema}"."outbox_events"`;
    this.relayId = options.relayId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start() {
    this.stopped = false;
    this.pollTimer = setInterval(() => this.wake(), this.options.fallbackPollMs ?? 5_000);
    this.pollTimer.unref();
    this.stopReportingBacklog = outboxScrape.add(() => this.reportBacklog());
    this.wake();
  }

  /**
   * The backlog, read when Prometheus scrapes: rows waiting and the age of the oldest. One query
   * on the partial index of unpublished rows, which stays small while the relay keeps up.
   */
  private async reportBacklog() {
    const [row] = await this.options.client.$queryRawUnsafe<Array<{ waiting: number; oldest: number }>>(
      `SELECT count(*)::int AS waiting,
              COALESCE(EXTRACT(EPOCH FROM now() - min(occurred_at)), 0)::float8 AS oldest
       FROM ${this.table} WHERE published_at IS NULL`,
    );
    const service = this.options.schema;
    outboxWaiting.set({ service }, Number(row?.waiting ?? 0));
    outboxOldestAge.set({ service }, Math.max(0, Number(row?.oldest ?? 0)));
  }

  /** Call after a transaction that wrote outbox rows has committed. */
  wake() {
    if (this.stopped) return;
    if (this.draining) {
      this.wakeRequested = true;
      return;
    }
    this.draining = true;
    // The request that woke the relay is not the trace of the rows it publishes: each row carries its own.
    this.idle = outsideAnyTrace(() => this.drainUntilEmpty()).finally(() => (this.draining = false));
  }

  async stop() {
    this.stopped = true;
    this.stopReportingBacklog?.();
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
    await this.idle;
  }

  private async drainUntilEmpty() {
    try {
      do {
        this.wakeRequested = false;
        while (!this.stopped && (await this.publishBatch()) === (this.options.batchSize ?? 100));
      } while (this.wakeRequested && !this.stopped);
      this.failureDelayMs = 500;
    } catch (error) {
      this.options.logger.warn(
        { error: (error as Error).message, retryInMs: this.failureDelayMs },
        'outbox relay: publish failed',
      );
      if (this.stopped) return; // stop() already cleared its timers; a new one would hold the process open
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.wake(), this.failureDelayMs);
      this.failureDelayMs = Math.min(this.failureDelayMs * 2, 30_000);
    }
  }

  /** Publishes up to one batch; returns how many rows were published. Throws after recording a failure. */
  private async publishBatch(): Promise<number> {
    const { client, bus } = this.options;
    const rows = await this.claim();
    const leaseEnds = Date.now() + this.leaseMs / 2; // margin for clock drift and slow marking
    let published = 0;
    try {
      for (const row of rows) {
        // Past half the lease another relay may soon take these rows: hand them back in time.
        if (Date.now() > leaseEnds) break;
        try {
          await publishInItsTrace(bus, row);
        } catch (error) {
          const failure = error as Error;
          await client.$executeRawUnsafe(
            `UPDATE ${this.table} SET attempts = attempts + 1, last_error = $2 WHERE position = $1::bigint`,
            row.position,
            failure.message.slice(0, 1000),
          );
          throw failure;
        }
        await client.$executeRawUnsafe(
          `UPDATE ${this.table} SET published_at = now(), claimed_by = NULL, claimed_until = NULL
           WHERE position = $1::bigint`,
          row.position,
        );
        published++;
      }
    } finally {
      if (published < rows.length) await this.releaseClaims();
    }
    return published;
  }

  /**
   * Claims the next rows in a transaction of a few milliseconds. A row is claimable when no earlier
   * unpublished row of its aggregate is held by another relay's live lease, which keeps each
   * aggregate's events in order across relays. Claims are serialised with a transaction-scoped
   * advisory lock rather than FOR UPDATE SKIP LOCKED: skipping a locked row could let a later row of
   * the same aggregate through ahead of it, and a claim is short enough that waiting costs nothing.
   */
  private async claim(): Promise<OutboxRow[]> {
    const rows = await this.options.client.$transaction(
      async (tx: RawSqlClient) => {
        await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))::text`, this.table);
        return tx.$queryRawUnsafe<OutboxRow[]>(
          `WITH claimable AS (
             SELECT o.position FROM ${this.table} o
             WHERE o.published_at IS NULL
               AND (o.claimed_until IS NULL OR o.claimed_until < now() OR o.claimed_by = $2)
               AND NOT EXISTS (
                 SELECT 1 FROM ${this.table} earlier
                 WHERE earlier.aggregate = o.aggregate AND earlier.position < o.position
                   AND earlier.published_at IS NULL
                   AND earlier.claimed_until >= now() AND earlier.claimed_by <> $2)
             ORDER BY o.position LIMIT $1::int)
           UPDATE ${this.table} t SET claimed_by = $2, claimed_until = now() + $3::int * interval '1 millisecond'
           FROM claimable WHERE t.position = claimable.position
           RETURNING t.position::text AS position, t.id::text AS id, t.type, t.version, t.payload,
                     t.request_id, t.trace_parent, t.occurred_at`,
          this.options.batchSize ?? 100,
          this.relayId,
          this.leaseMs,
        );
      },
      { maxWait: 10_000, timeout: 10_000 },
    );
    return rows.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
  }

  private async releaseClaims() {
    await this.options.client.$executeRawUnsafe(
      `UPDATE ${this.table} SET claimed_by = NULL, claimed_until = NULL
       WHERE claimed_by = $1 AND published_at IS NULL`,
      this.relayId,
    );
  }
}

/**
 * Publishes a row in the trace of the request that wrote it (its stored traceparent): the publish
 * span is that request's child, and the bus carries the context on to the consumers.
 */
const publishInItsTrace = (bus: EventBus, row: OutboxRow) =>
  inSpan(
    `publish ${row.type}`,
    {
      kind: SpanKind.PRODUCER,
      parent: contextFrom({ traceparent: row.trace_parent ?? undefined }),
      attributes: {
        'messaging.operation.type': 'send',
        'messaging.destination.name': row.type,
        'messaging.message.id': row.id,
      },
    },
    () => bus.publish(toEnvelope(row)),
  );

const toEnvelope = (row: OutboxRow): EventEnvelope => ({
  id: row.id,
  type: row.type,
  occurredAt: new Date(row.occurred_at).toISOString(),
  version: row.version,
  ...(row.request_id ? { requestId: row.request_id } : {}),
  payload: row.payload,
});
