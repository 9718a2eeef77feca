import type { EventEnvelope } from '@atelier/contracts';
import type { RawSqlClient, TransactionalSqlClient } from './sql-client.js';

/**
 * Runs a consumer's effect exactly once per event: the inbox row and the effect commit together,
 * so a redelivered event (crash before ack, retry, broker restart) finds its row and is skipped.
 * The consumer's schema needs an inbox_events(consumer, event_id, event_type, handled_at) table.
 */
export async function handleEventOnce(
  client: TransactionalSqlClient,
  schema: string,
  consumer: string,
  event: EventEnvelope,
  effect: (tx: RawSqlClient) => Promise<void>,
): Promise<'handled' | 'duplicate'> {
  return client.$transaction(async (tx) => {
    const inserted = await tx.$executeRawUnsafe(
      `INSERT INTO "${schema}"."inbox_events" (consumer, event_id, event_type) VALUES ($1, $2::uuid, $3)
       ON CONFLICT (consumer, event_id) DO NOTHING`,
      consumer,
      event.id,
      event.type,
    );
    if (inserted === 0) return 'duplicate';
    await effect(tx);
    return 'handled';
  });
}
