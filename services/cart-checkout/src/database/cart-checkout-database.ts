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

export const CART_CHECKOUT_SCHEMA = 'cart_checkout';

export type CartCheckoutTransaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** The service's Prisma client and outbox relay; writes with events go through transaction(). */
export class CartCheckoutDatabase {
  readonly prisma: PrismaClient;
  readonly relay: OutboxRelay;

  constructor(connection: DatabaseConnection, bus: EventBus, logger: Logger) {
    this.prisma = new PrismaClient({ adapter: prismaAdapterFor(connection) });
    this.relay = new OutboxRelay({
      client: asTransactionalSqlClient(this.prisma),
      schema: CART_CHECKOUT_SCHEMA,
      bus,
      logger,
    });
  }

  /** Runs work in one transaction, then wakes the relay for the events it recorded. */
  async transaction<T>(work: (tx: CartCheckoutTransaction) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction((tx) => work(tx), TRANSACTION_LIMITS);
    this.relay.wake();
    return result;
  }

  async close() {
    await this.relay.stop();
    await this.prisma.$disconnect();
  }
}
