import { Inject, Injectable } from '@nestjs/common';
import { auctionEndedEvent, drawMadeEvent, type EventEnvelope, offerDecidedEvent } from '@atelier/contracts';
import { type EventBus, type EventConsumer, SERVICE_LOGGER, textsFinished } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { jobsForRecordedTexts } from '../texts/text-jobs.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import {
  auctionLostText,
  auctionUnsoldText,
  drawAlternateText,
  drawClosedEarlyText,
  offerCounteredText,
  offerDeclinedText,
} from './sale-outcome-text.js';

const AUCTION_CONSUMER = 'notifications.auction-outcome';
const DRAW_CONSUMER = 'notifications.draw-outcome';
const OFFER_CONSUMER = 'notifications.offer-decided';

/** The job id of one buyer's text for one event: adding it twice adds one job. */
export const saleOutcomeJobId = (eventId: string, buyerId: string) => `outcome-${eventId}-${buyerId}`;

export interface SaleOutcomeTextsDeps {
  bus: EventBus;
  db: NotificationsDatabase;
  texts: TextMessagesRepository;
  queue: TextQueue;
  settings: TextingSettings;
  logger: Logger;
}

/**
 * Tells the buyers a sale ended without them: an auction's other bidders when it closes, a draw's
 * alternates when it is drawn, every entrant why when the owner closed entries early, and a buyer
 * the owner's counter to or decline of their offer. The texts
 * go through the queue and worker drop-day texts use (daytime window, retries, never to a number
 * that replied STOP, checked again when sent), recorded with the event's inbox row as the drop-day
 * fan-out records its own, so a redelivered event texts nobody twice.
 */
@Injectable()
export class SaleOutcomeTextsConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly texts: TextMessagesRepository,
    @Inject(TEXT_QUEUE) private readonly queue: TextQueue,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps: SaleOutcomeTextsDeps = {
      bus,
      db: this.db,
      texts: this.texts,
      queue: this.queue,
      settings: this.settings,
      logger: this.logger.child({ component: 'sale-outcome-texts' }),
    };
    const productUrl = (productId: number) =>
      new URL(`/product/${productId}`, deps.settings.publicOrigin).toString();

    await deps.bus.subscribeTo(auctionEndedEvent, AUCTION_CONSUMER, async (event) => {
      const { losingBuyerIds, winnerBuyerId, productName, productId, price, auctionId } = event.payload;
      const body =
        winnerBuyerId && price
          ? auctionLostText(productName, price)
          : auctionUnsoldText(productName, productUrl(productId));
      await queueTexts(
        deps,
        AUCTION_CONSUMER,
        event,
        losingBuyerIds.map((buyerId) => ({ buyerId, body })),
        { auctionId },
      );
    });

    await deps.bus.subscribeTo(drawMadeEvent, DRAW_CONSUMER, async (event) => {
      const { entrants, quantity, closedEarly, productName, productId, releaseId } = event.payload;
      const url = productUrl(productId);
      const texts = entrants.flatMap(({ buyerId, position }) => {
        const alternate = position > quantity ? position - quantity : null;
        if (closedEarly)
          return [{ buyerId, body: drawClosedEarlyText(productName, closedEarly.reason, alternate, url) }];
        return alternate === null ? [] : [{ buyerId, body: drawAlternateText(productName, alternate, url) }];
      });
      await queueTexts(deps, DRAW_CONSUMER, event, texts, { releaseId, closedEarly: closedEarly !== null });
    });

    // The owner's answer to an offer (issue 34): a counter or a decline (an acceptance is the claim
    // link's own text). Queued as the other outcomes are: daytime window, retries, never after STOP.
    await deps.bus.subscribeTo(offerDecidedEvent, OFFER_CONSUMER, async (event) => {
      const { buyerId, productId, productName, decision, amount, counterAmount, expiresAt, offerId } =
        event.payload;
      const url = productUrl(productId);
      const body =
        decision === 'countered' && counterAmount && expiresAt
          ? offerCounteredText(productName, counterAmount, new Date(expiresAt), url)
          : offerDeclinedText(productName, amount, event.payload.declinedBecause === 'piece_gone', url);
      await queueTexts(deps, OFFER_CONSUMER, event, [{ buyerId, body }], { offerId, decision });
    });
  }
}

async function queueTexts(
  deps: SaleOutcomeTextsDeps,
  consumer: string,
  event: EventEnvelope,
  texts: Array<{ buyerId: string; body: string }>,
  logFields: Record<string, unknown>,
) {
  if (texts.length === 0) return;
  let optedOut = 0;
  const outcome = await deps.db.handleEventOnce(consumer, event, async (tx) => {
    const recorded = await deps.texts.createForBuyers(
      tx,
      event.id,
      texts,
      'sale-outcome',
      deps.settings.now(),
    );
    optedOut = recorded.filter((text) => text.status === 'opted_out').length;
    const jobs = jobsForRecordedTexts(
      recorded,
      deps.settings.now(),
      (text) => ({
        jobId: saleOutcomeJobId(event.id, text.buyerId),
        eventId: event.id,
        buyerId: text.buyerId,
      }),
      'sale-outcome',
    );
    await deps.queue.addBulk(jobs);
    deps.logger.info(
      { ...logFields, texts: recorded.length, jobs: jobs.length },
      'sale outcome texts queued',
    );
  });
  // As the drop-day fan-out counts them: once the records are committed.
  if (outcome === 'handled' && optedOut > 0) textsFinished.inc({ outcome: 'opted_out' }, optedOut);
}
