import { Inject, Injectable } from '@nestjs/common';
import { comingSoonConvertedEvent } from '@atelier/contracts';
import { type EventBus, type EventConsumer, SERVICE_LOGGER, textsFinished } from '@atelier/platform';
import type { Logger } from 'pino';
import { ComingSoonItemsRepository } from '../coming-soon-items/coming-soon-items.repository.js';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { dropDayText } from '../texts/drop-day-text.js';
import { jobsForRecordedTexts } from '../texts/text-jobs.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';

const CONSUMER = 'notifications.drop-day';

/** The job id of one signup's text for one release: adding it twice adds one job. */
export const dropDayJobId = (eventId: string, signupId: number) => `drop-${eventId}-${signupId}`;

export interface DropDayFanOutDeps {
  bus: EventBus;
  db: NotificationsDatabase;
  items: ComingSoonItemsRepository;
  texts: TextMessagesRepository;
  queue: TextQueue;
  settings: TextingSettings;
  logger: Logger;
}

/**
 * When a sneak-peek item becomes a product, every signup of it gets one text (for a drawn release:
 * that entries are open until its close): the event is handled
 * once (inbox), its text records are written in the same transaction, and their jobs are added
 * before it commits, with ids derived from event and signup. A crash before the commit leaves no
 * inbox row, so the redelivered event runs again and re-adds the same ids: nothing new is queued,
 * and the jobs already queued find the records written again by their key (event and signup).
 * A job that runs before the commit does not find its record yet and waits for it (TextDelivery).
 */
@Injectable()
export class DropDayFanOut implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly items: ComingSoonItemsRepository,
    private readonly texts: TextMessagesRepository,
    @Inject(TEXT_QUEUE) private readonly queue: TextQueue,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps: DropDayFanOutDeps = {
      bus,
      db: this.db,
      items: this.items,
      texts: this.texts,
      queue: this.queue,
      settings: this.settings,
      logger: this.logger,
    };
    await deps.bus.subscribeTo(comingSoonConvertedEvent, CONSUMER, async (event) => {
      let optedOut = 0;
      const outcome = await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
        const eventAt = new Date(event.occurredAt);
        const { item: converted, product, productUrl } = event.payload;
        const item = await deps.items.release(tx, converted, product.id, productUrl, eventAt);
        const body = dropDayText(item, deps.settings.publicOrigin, event.payload.drawnRelease?.closesAt);
        const texts = await deps.texts.createForRelease(tx, event.id, item.id, body);
        optedOut = texts.filter((text) => text.status === 'opted_out').length;
        const jobs = jobsForRecordedTexts(texts, deps.settings.now(), (text) => ({
          jobId: dropDayJobId(event.id, text.signupId),
          eventId: event.id,
          signupId: text.signupId,
        }));
        await deps.queue.addBulk(jobs);
        deps.logger.info(
          { comingSoonId: item.id, texts: texts.length, jobs: jobs.length },
          'drop-day texts queued',
        );
      });
      // Numbers already on the opt-out list get their text recorded as opted out, with no job;
      // counted once the records are committed (a rolled-back try is retried and counted then).
      if (outcome === 'handled' && optedOut > 0) textsFinished.inc({ outcome: 'opted_out' }, optedOut);
    });
  }
}
