import { Injectable } from '@nestjs/common';
import { comingSoonRemovedEvent, comingSoonUpsertedEvent } from '@atelier/contracts';
import type { EventBus, EventConsumer } from '@atelier/platform';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { ComingSoonItemsRepository } from './coming-soon-items.repository.js';

// One consumer (one queue) per event type: a shared queue would hand each handler the other's events.
const UPSERTED = 'notifications.coming-soon-upserted';
const REMOVED = 'notifications.coming-soon-removed';

/** Keeps the read model of sneak-peek items in step with catalog, each event applied once. */
@Injectable()
export class ComingSoonItemsConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly items: ComingSoonItemsRepository,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const { db, items } = this;
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
}
