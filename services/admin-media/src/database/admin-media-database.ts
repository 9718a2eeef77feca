import {
  asTransactionalSqlClient,
  type DatabaseConnection,
  type EventBus,
  OutboxRelay,
  prismaAdapterFor,
  TRANSACTION_LIMITS,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';

export const ADMIN_MEDIA_SCHEMA = 'admin_media';

export type AdminMediaTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** The service's Prisma client and its outbox relay (woken after every committed write). */
export class AdminMediaDatabase {
  readonly prisma: PrismaClient;
  readonly relay: OutboxRelay;

  constructor(connection: DatabaseConnection, bus: EventBus, logger: Logger) {
    this.prisma = new PrismaClient({ adapter: prismaAdapterFor(connection) });
    this.relay = new OutboxRelay({
      client: asTransactionalSqlClient(this.prisma),
      schema: ADMIN_MEDIA_SCHEMA,
      bus,
      logger,
    });
  }

  async transaction<T>(work: (tx: AdminMediaTransaction) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work, TRANSACTION_LIMITS);
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}
