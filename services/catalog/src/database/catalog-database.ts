import {
  type DatabaseConnection,
  serviceDatabase,
  type ServiceDatabaseSettings,
  type TransactionClientOf,
} from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';
import { PublicReadCache } from '../public-reads/public-read-cache.js';

export const CATALOG_SCHEMA = 'catalog';

/**
 * A catalog transaction. Its outbox is written only with the platform's recordEvent(tx, event),
 * never tx.outboxEvent directly: recordEvent also tells the public read cache, after the commit,
 * which reads the event makes stale (a direct write would leave them cached).
 */
export type CatalogTransaction = Omit<TransactionClientOf<PrismaClient>, 'outboxEvent'>;

/**
 * The catalog's Prisma client, its outbox relay and its public read cache (the platform's
 * ServiceDatabase; a class for Nest). Once a transaction has committed, the events it recorded drop
 * the public reads they make stale, and the relay is woken.
 */
export class CatalogDatabase extends serviceDatabase<PrismaClient, CatalogTransaction>(
  CATALOG_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {
  readonly publicReads: PublicReadCache;

  constructor(connection: DatabaseConnection, { outbox }: Pick<ServiceDatabaseSettings, 'outbox'>) {
    const publicReads = new PublicReadCache();
    super(connection, { outbox, afterCommit: (events) => publicReads.afterCommit(events) });
    this.publicReads = publicReads;
  }
}
