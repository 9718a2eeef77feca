import { asTransactionalSqlClient, type DatabaseConnection, OutboxRelay, prismaAdapterFor } from '@atelier/platform';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';

export const CATALOG_SCHEMA = 'catalog';

export type CatalogTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * The catalog's Prisma client plus its outbox relay. Writes that emit events go through
 * transaction(), which wakes the relay once the change and its outbox rows have committed.
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

  async transaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work);
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}
