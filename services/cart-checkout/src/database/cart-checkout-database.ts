import {
  type DatabaseConnection,
  type EventBus,
  ServiceDatabase,
  type TransactionClientOf,
} from '@atelier/platform';
import type { Logger } from 'pino';
import { PrismaClient } from '../generated/prisma/client.js';

export const CART_CHECKOUT_SCHEMA = 'cart_checkout';

export type CartCheckoutTransaction = TransactionClientOf<PrismaClient>;

/** The service's Prisma client and its outbox relay (the platform's ServiceDatabase; a class for Nest). */
export class CartCheckoutDatabase extends ServiceDatabase<PrismaClient> {
  constructor(connection: DatabaseConnection, outbox: { bus: EventBus; logger: Logger }) {
    super({
      schema: CART_CHECKOUT_SCHEMA,
      connection,
      client: (adapter) => new PrismaClient({ adapter }),
      outbox,
    });
  }
}
