import {
  type DatabaseConnection,
  type EventBus,
  ServiceDatabase,
  type TransactionClientOf,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';

export const ADMIN_MEDIA_SCHEMA = 'admin_media';

export type AdminMediaTransaction = TransactionClientOf<PrismaClient>;

/** The service's Prisma client and its outbox relay (the platform's ServiceDatabase; a class for Nest). */
export class AdminMediaDatabase extends ServiceDatabase<PrismaClient> {
  constructor(connection: DatabaseConnection, outbox: { bus: EventBus; logger: Logger }) {
    super({
      schema: ADMIN_MEDIA_SCHEMA,
      connection,
      client: (adapter) => new PrismaClient({ adapter }),
      outbox,
    });
  }
}
