import type { EventEnvelope } from '@atelier/contracts';
import { serviceDatabase, type TransactionClientOf } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';
const FAN_OUT_TRANSACTION_MS = 120_000;

export type NotificationsTransaction = TransactionClientOf<PrismaClient>;

/**
 * The service's Prisma client (the platform's ServiceDatabase; a class for Nest). It consumes events
 * once each through its inbox, and publishes buyers' texting state through its outbox (the API
 * process runs the relay).
 */
export class NotificationsDatabase extends serviceDatabase(
  NOTIFICATIONS_SCHEMA,
  (adapter) => new PrismaClient({ adapter }),
) {
  /**
   * The inbox (ServiceDatabase.handleEventOnce) with a long run limit: a drop-day fan-out of many
   * thousand signups can outlast the usual one on a busy machine, and a timed-out fan-out would
   * roll back and be retried forever.
   */
  override handleEventOnce(
    consumer: string,
    event: EventEnvelope,
    effect: (tx: NotificationsTransaction) => Promise<void>,
  ): Promise<'handled' | 'duplicate'> {
    return super.handleEventOnce(consumer, event, effect, FAN_OUT_TRANSACTION_MS);
  }
}
