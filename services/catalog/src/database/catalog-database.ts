import {
  asTransactionalSqlClient,
  type DatabaseConnection,
  OutboxRelay,
  prismaAdapterFor,
  TRANSACTION_LIMITS,
} from '@atelier/platform';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';
import { PublicReadCache } from '../public-reads/public-read-cache.js';

export const CATALOG_SCHEMA = 'catalog';

export type CatalogTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * The catalog's Prisma client, its outbox relay and its public read cache. Every write goes through
 * transaction(), which notes the events the work records in the outbox and, once the change and its
 * outbox rows have committed, drops the public reads those events make stale and wakes the relay.
 */
export class CatalogDatabase {
  readonly prisma: PrismaClient;
  readonly relay: OutboxRelay;
  readonly publicReads = new PublicReadCache();

  constructor(connection: DatabaseConnection, bus: EventBus, logger: Logger) {
    this.prisma = new PrismaClient({ adapter: prismaAdapterFor(connection) });
    this.relay = new OutboxRelay({
      client: asTransactionalSqlClient(this.prisma),
      schema: CATALOG_SCHEMA,
      bus,
      logger,
    });
  }

  /** `timeoutMs`: Prisma's interactive-transaction limit (5 s by default), raised for bulk work (the demo seed). */
  async transaction<T>(work: (tx: CatalogTransaction) => Promise<T>, timeoutMs?: number): Promise<T> {
    const events: OutboxEventData[] = [];
    const result = await this.prisma.$transaction(
      (tx) => work(noteOutboxWrites(tx, events)),
      timeoutMs ? { ...TRANSACTION_LIMITS, timeout: timeoutMs } : TRANSACTION_LIMITS,
    );
    this.publicReads.afterCommit(events);
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}

type OutboxEventData = { type: string; payload: unknown };

/**
 * The transaction client with its outbox writes noted in `events` (create and createMany, the way
 * repositories record events), so the public read cache learns what committed without each
 * repository telling it. Everything else passes through untouched.
 */
function noteOutboxWrites(tx: CatalogTransaction, events: OutboxEventData[]): CatalogTransaction {
  const outbox = tx.outboxEvent;
  const noted = new Proxy(outbox, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'create' && property !== 'createMany') return value;
      return (args: { data: OutboxEventData | OutboxEventData[] }) => {
        events.push(...(Array.isArray(args.data) ? args.data : [args.data]));
        return (value as (a: unknown) => unknown).call(target, args);
      };
    },
  });
  return new Proxy(tx, {
    get: (target, property, receiver) =>
      property === 'outboxEvent' ? noted : Reflect.get(target, property, receiver),
  });
}
