import type { EventEnvelope } from '@atelier/contracts';
import {
  asTransactionalSqlClient,
  type DatabaseConnection,
  handleEventOnce,
  prismaAdapterFor,
} from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';

export type NotificationsTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** The service's Prisma client. It publishes no events, so it has no outbox relay (only an inbox). */
export class NotificationsDatabase {
  readonly prisma: PrismaClient;

  constructor(connection: DatabaseConnection) {
    this.prisma = new PrismaClient({ adapter: prismaAdapterFor(connection) });
  }

  /**
   * handleEventOnce with the effect given the Prisma transaction client: the inbox row and the
   * effect commit together, so a redelivered event is skipped. (handleEventOnce hands over the
   * same client it opened the transaction on, typed as its raw-SQL slice.)
   */
  handleEventOnce(
    consumer: string,
    event: EventEnvelope,
    effect: (tx: NotificationsTransaction) => Promise<void>,
  ): Promise<'handled' | 'duplicate'> {
    return handleEventOnce(
      asTransactionalSqlClient(this.prisma),
      NOTIFICATIONS_SCHEMA,
      consumer,
      event,
      (tx) => effect(tx as unknown as NotificationsTransaction),
    );
  }

  async close() {
    await this.prisma.$disconnect();
  }
}
