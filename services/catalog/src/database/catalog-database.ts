import {
  asTransactionalSqlClient,
  type DatabaseConnection,
  OutboxRelay,
  prismaAdapterFor,
} from '@atelier/platform';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';
import { PublicReadCache } from './public-read-cache.js';

export const CATALOG_SCHEMA = 'catalog';

export type CatalogTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * The catalog's Prisma client, its outbox relay and its public read cache. Every write goes through
 * transaction(), which, once the change and its outbox rows have committed, clears the cache and
 * wakes the relay.
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

  async transaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work);
    this.publicReads.clear();
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}
