import { Inject, Injectable } from '@nestjs/common';
import { auctionReminderDueEvent } from '@atelier/contracts';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { jobsForRecordedTexts } from '../texts/text-jobs.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import { auctionReminderText } from './auction-reminder-text.js';
import { sendsBeforeEnd } from './reminder-deadline.js';

const CONSUMER = 'notifications.auction-reminders';

/** The job id of one buyer's reminder: adding it twice adds one job. */
export const reminderJobId = (eventId: string, buyerId: string) => `reminder-${eventId}-${buyerId}`;

export interface AuctionReminderTextsDeps {
  bus: EventBus;
  db: NotificationsDatabase;
  texts: TextMessagesRepository;
  queue: TextQueue;
  settings: TextingSettings;
  logger: Logger;
}

/**
 * Texts the buyers who asked to be reminded of an auction (catalog.auction.reminder-due, an hour
 * before its end) through the queue and worker drop-day texts use (retries, never a number that
 * replied STOP, checked again when sent), recorded with the event's inbox row so a redelivered event
 * texts nobody twice. A number whose daytime window opens only after the auction ends is not texted
 * at all (recorded as failed, saying why): a reminder after the end would be worse than none.
 */
@Injectable()
export class AuctionReminderTextsConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly texts: TextMessagesRepository,
    @Inject(TEXT_QUEUE) private readonly queue: TextQueue,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps: AuctionReminderTextsDeps = {
      bus,
      db: this.db,
      texts: this.texts,
      queue: this.queue,
      settings: this.settings,
      logger: this.logger.child({ component: 'auction-reminder-texts' }),
    };
    await deps.bus.subscribeTo(auctionReminderDueEvent, CONSUMER, async (event) => {
      const { auctionId, productId, productName, endTime, buyerIds } = event.payload;
      const url = new URL(`/product/${productId}`, deps.settings.publicOrigin).toString();
      const body = auctionReminderText(productName, url);
      await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
        const now = deps.settings.now();
        const recorded = await deps.texts.createForBuyers(
          tx,
          event.id,
          buyerIds.map((buyerId) => ({ buyerId, body })),
          'auction-reminder',
          now,
        );
        const end = new Date(endTime);
        const tooLate = recorded.filter(
          (text) => text.status === 'queued' && !sendsBeforeEnd(text.phoneNumber, now, end),
        );
        await deps.texts.failIn(
          tx,
          tooLate.map((text) => text.id),
          TOO_LATE,
        );
        const jobs = jobsForRecordedTexts(
          recorded.filter((text) => !tooLate.includes(text)),
          now,
          (text) => ({
            jobId: reminderJobId(event.id, text.buyerId),
            eventId: event.id,
            buyerId: text.buyerId,
          }),
          'auction-reminder',
        );
        await deps.queue.addBulk(jobs);
        deps.logger.info(
          { auctionId, texts: recorded.length, jobs: jobs.length, tooLate: tooLate.length },
          'auction reminders queued',
        );
      });
    });
  }
}

const TOO_LATE = "the number's daytime window opens only after the auction ends";
