import { comingSoonRemovedEvent, comingSoonUpsertedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { ComingSoonItemsRepository } from './coming-soon-items.repository.js';

const CONSUMER = 'notifications.coming-soon-items';

/** Keeps the read model of sneak-peek items in step with catalog, each event applied once. */
export async function subscribeComingSoonItems(
  bus: EventBus,
  db: NotificationsDatabase,
  items: ComingSoonItemsRepository,
): Promise<void> {
  await bus.subscribeTo(comingSoonUpsertedEvent, CONSUMER, async (event) => {
    await db.handleEventOnce(CONSUMER, event, (tx) =>
      items.upsert(tx, event.payload.item, new Date(event.occurredAt)),
    );
  });
  await bus.subscribeTo(comingSoonRemovedEvent, CONSUMER, async (event) => {
    await db.handleEventOnce(CONSUMER, event, (tx) =>
      items.remove(tx, event.payload.comingSoonId, new Date(event.occurredAt)),
    );
  });
}
