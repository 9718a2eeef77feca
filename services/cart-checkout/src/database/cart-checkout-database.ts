import { serviceDatabase, type TransactionClientOf } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const CART_CHECKOUT_SCHEMA = 'cart_checkout';
export type CartCheckoutTransaction = TransactionClientOf<PrismaClient>;

/** The service's Prisma client and outbox relay; writes with events go through transaction(). */
export class CartCheckoutDatabase extends serviceDatabase(
  CART_CHECKOUT_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {}
