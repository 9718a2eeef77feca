import { serviceDatabase, type TransactionClientOf } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const ADMIN_MEDIA_SCHEMA = 'admin_media';
export type AdminMediaTransaction = TransactionClientOf<PrismaClient>;

/** The service's Prisma client and outbox relay; constructed with the connection and { outbox: { bus, logger } }. */
export class AdminMediaDatabase extends serviceDatabase(
  ADMIN_MEDIA_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {}
