import { comingSoonRemovedEvent, comingSoonUpsertedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { ComingSoonItemsRepository } from './coming-soon-items.repository.js';

// One consumer (one queue) per event type: a shared queue would hand each handler the other's events.
const UPSERTED = 'notifications.coming-soon-upserted';
const REMOVED = 'notifications.coming-soon-removed';

/** Keeps the read model of sneak-peek items in step with catalog, each event applied once. */
export async function subscribeComingSoonItems(
  bus: EventBus,
  db: NotificationsDatabase,
  items: ComingSoonItemsRepository,
): Promise<void> {
  await bus.subscribeTo(comingSoonUpsertedEvent, UPSERTED, async (event) => {
    await db.handleEventOnce(UPSERTED, event, (tx) =>
      items.upsert(tx, event.payload.item, new Date(event.occurredAt)),
    );
  });
  await bus.subscribeTo(comingSoonRemovedEvent, REMOVED, async (event) => {
    await db.handleEventOnce(REMOVED, event, (tx) =>
      items.remove(tx, event.payload.comingSoonId, new Date(event.occurredAt)),
    );
  });
}
