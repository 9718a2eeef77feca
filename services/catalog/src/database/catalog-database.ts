import { serviceDatabase, type TransactionClientOf } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const CATALOG_SCHEMA = 'catalog';

/**
 * A catalog transaction. Its outbox is written only with the platform's recordEvent(tx, event),
 * never tx.outboxEvent directly, so every event is written one way (and checked to be inside a
 * transaction whose commit wakes the relay).
 */
export type CatalogTransaction = Omit<TransactionClientOf<PrismaClient>, 'outboxEvent'>;

/**
 * The catalog's Prisma client and its outbox relay (the platform's ServiceDatabase; a class for
 * Nest). Public reads are not cached here: the gateway's edge cache holds them
 * (gateway/src/edge-cache), invalidated by the events the relay publishes; a catalog cache in front
 * of the database saved nothing the edge does not (bench/README.md, public-read: with and without it).
 */
export class CatalogDatabase extends serviceDatabase<PrismaClient, CatalogTransaction>(
  CATALOG_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {}
