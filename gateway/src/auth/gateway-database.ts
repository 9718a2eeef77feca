import { type DatabaseConnection, ServiceDatabase } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway's Prisma client (admin users and sessions); it publishes nothing. A class so Nest can inject it. */
export class GatewayDatabase extends ServiceDatabase<PrismaClient> {
  constructor(connection: DatabaseConnection) {
    super({ schema: GATEWAY_SCHEMA, connection, client: (adapter) => new PrismaClient({ adapter }) });
  }
}
