import type { EventEnvelope } from '@atelier/contracts';
import { serviceDatabase, type TransactionClientOf } from '@atelier/platform';
import { PrismaClient } from '../generated/prisma/client.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';
const FAN_OUT_TRANSACTION_MS = 120_000;

export type NotificationsTransaction = TransactionClientOf<PrismaClient>;

/**
 * The service's Prisma client (the platform's ServiceDatabase; a class for Nest). It publishes no
 * events, so it has no outbox relay; it consumes them once each through its inbox.
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
