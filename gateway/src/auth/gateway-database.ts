import { type DatabaseConnection, prismaAdapterFor } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway's Prisma client (admin users and sessions); a class so Nest can inject it. */
export class GatewayDatabase {
  readonly prisma: PrismaClient;

  constructor(connection: DatabaseConnection) {
    this.prisma = new PrismaClient({ adapter: prismaAdapterFor(connection) });
  }
}
