import type { EventEnvelope } from '@atelier/contracts';
import type { Logger } from 'pino';
import type { EventBus } from './event-bus.js';
import type { RawSqlClient, TransactionalSqlClient } from './sql-client.js';

interface OutboxRow {
  id: string;
  type: string;
  version: number;
  payload: unknown;
  request_id: string | null;
  occurred_at: Date;
}

export interface OutboxRelayOptions {
  client: TransactionalSqlClient;
  /** The PostgreSQL schema holding the service's outbox_events table. */
  schema: string;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  /** Safety net for rows a crashed process committed but never announced; wake() is the fast path. */
  fallbackPollMs?: number;
}

/**
 * Publishes committed outbox rows in order and marks each one published once the broker confirmed
 * it. Rows are claimed with FOR UPDATE SKIP LOCKED, so several instances of a service can relay
 * side by side. A publish failure leaves the row for the next pass (backoff up to 30 s).
 */
export class OutboxRelay {
  private draining = false;
  private wakeRequested = false;
  private retryTimer?: NodeJS.Timeout;
  private pollTimer?: NodeJS.Timeout;
  private failureDelayMs = 500;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly options: OutboxRelayOptions) {}

  start() {
    this.stopped = false;
    this.pollTimer = setInterval(() => this.wake(), this.options.fallbackPollMs ?? 5_000);
    this.pollTimer.unref();
    this.wake();
  }

  /** Call after a transaction that wrote outbox rows has committed. */
  wake() {
    if (this.stopped) return;
    if (this.draining) {
      this.wakeRequested = true;
      return;
    }
    this.draining = true;
    this.idle = this.drainUntilEmpty().finally(() => (this.draining = false));
  }

  async stop() {
    this.stopped = true;
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
    const { client, schema, bus } = this.options;
    const table = `"${schema}"."outbox_events"`;
    let failure: Error | undefined;
    const published = await client.$transaction(
      async (tx: RawSqlClient) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
          `SELECT id::text AS id, type, version, payload, request_id, occurred_at FROM ${table}
           WHERE published_at IS NULL ORDER BY position LIMIT $1 FOR UPDATE SKIP LOCKED`,
          this.options.batchSize ?? 100,
        );
        let count = 0;
        for (const row of rows) {
          try {
            await bus.publish(toEnvelope(row));
          } catch (error) {
            failure = error as Error;
            await tx.$executeRawUnsafe(
              `UPDATE ${table} SET attempts = attempts + 1, last_error = $2 WHERE id = $1::uuid`,
              row.id,
              failure.message.slice(0, 1000),
            );
            break;
          }
          await tx.$executeRawUnsafe(`UPDATE ${table} SET published_at = now() WHERE id = $1::uuid`, row.id);
          count++;
        }
        return count;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    if (failure) throw failure;
    return published;
  }
}

const toEnvelope = (row: OutboxRow): EventEnvelope => ({
  id: row.id,
  type: row.type,
  occurredAt: new Date(row.occurred_at).toISOString(),
  version: row.version,
  ...(row.request_id ? { requestId: row.request_id } : {}),
  payload: row.payload,
});
