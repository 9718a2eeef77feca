import { serviceDatabase } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const GATEWAY_SCHEMA = 'gateway';

/** The gateway's Prisma client (admin users and sessions); it publishes nothing. */
export class GatewayDatabase extends serviceDatabase(
  GATEWAY_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {}
