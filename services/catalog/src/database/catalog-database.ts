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

export const CATALOG_SCHEMA = 'catalog';

export type CatalogTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * The catalog's Prisma client and its outbox relay. Every write goes through transaction(), which
 * wakes the relay once the change and its outbox rows have committed. Public reads are not cached
 * here: the gateway's edge cache holds them (gateway/src/edge-cache), invalidated by the events the
 * relay publishes; a catalog cache in front of the database saved nothing the edge does not
 * (bench/README.md, public-read: with and without it).
 */
export class CatalogDatabase {
  readonly prisma: PrismaClient;
  readonly relay: OutboxRelay;

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
    const result = await this.prisma.$transaction(
      work,
      timeoutMs ? { ...TRANSACTION_LIMITS, timeout: timeoutMs } : TRANSACTION_LIMITS,
    );
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}
