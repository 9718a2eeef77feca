import type { EventEnvelope } from '@atelier/contracts';
import {
  asTransactionalSqlClient,
  type DatabaseConnection,
  handleEventOnce,
  prismaAdapterFor,
  type TransactionalSqlClient,
  TRANSACTION_LIMITS,
} from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';
const FAN_OUT_TRANSACTION_MS = 120_000;

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
    const prisma = asTransactionalSqlClient(this.prisma);
    // A drop-day fan-out of many thousand signups can outlast Prisma's default 5 s transaction
    // timeout on a busy machine, and a timed-out fan-out would roll back and be retried forever.
    const client: TransactionalSqlClient = {
      $queryRawUnsafe: (query, ...values) => prisma.$queryRawUnsafe(query, ...values),
      $executeRawUnsafe: (query, ...values) => prisma.$executeRawUnsafe(query, ...values),
      $transaction: (work) => prisma.$transaction(work, { timeout: FAN_OUT_TRANSACTION_MS, maxWait: 10_000 }),
    };
    return handleEventOnce(client, NOTIFICATIONS_SCHEMA, consumer, event, (tx) =>
      effect(tx as unknown as NotificationsTransaction),
    );
  }

  /** Work that must commit together (a signup and its confirmation text). */
  transaction<T>(work: (tx: NotificationsTransaction) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_LIMITS);
  }

  async close() {
    await this.prisma.$disconnect();
  }
}
