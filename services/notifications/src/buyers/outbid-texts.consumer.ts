import { Inject, Injectable } from '@nestjs/common';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import { BuyersRepository } from './buyers.repository.js';
import { auctionOutbidEvent } from '@atelier/contracts';
import { nextDaytimeOpening } from '../texts/daytime-window.js';
import { OUTBID_NEWS_MS } from '../texts/text-kinds.js';
import { type BuyerTextDependencies, textBuyerOnce } from './buyer-text.js';

const CONSUMER = 'notifications.auction-outbid';
/** A bidding war texts a buyer once per auction in this window, not once per bid. */
export const OUTBID_TEXT_EVERY_MS = OUTBID_NEWS_MS;

export const outbidText = (productName: string, price: string, url: string) =>
  `Atelier: you have been outbid on ${productName}. The bid is now $${Number(price).toLocaleString('en-US')}. Bid again: ${url} Reply STOP to opt out.`;

/**
 * Tells a verified buyer they were outbid (they agreed to texts about their bids when verifying).
 * Outside the number's daytime window it is skipped rather than waking anyone, and a bidding war
 * texts a buyer once per auction in OUTBID_TEXT_EVERY_MS. Queued and retried like every text, but
 * given up when it could not go out within that window (a late "you were outbid" is worse than none).
 */
@Injectable()
export class OutbidTextsConsumer implements EventConsumer {
  constructor(
    private readonly db: NotificationsDatabase,
    private readonly buyers: BuyersRepository,
    private readonly texts: TextMessagesRepository,
    @Inject(TEXT_QUEUE) private readonly queue: TextQueue,
    @Inject(TEXTING_SETTINGS) private readonly settings: TextingSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(bus: EventBus): Promise<void> {
    const deps: BuyerTextDependencies = {
      bus,
      db: this.db,
      buyers: this.buyers,
      texts: this.texts,
      queue: this.queue,
      publicOrigin: this.settings.publicOrigin,
      now: this.settings.now,
      logger: this.logger.child({ component: 'outbid-texts' }),
    };
    await deps.bus.subscribeTo(auctionOutbidEvent, CONSUMER, async (event) => {
      const { buyerId, auctionId, productId, productName, currentBid } = event.payload;
      const now = deps.now();
      await textBuyerOnce(deps, {
        consumer: CONSUMER,
        kind: 'outbid',
        event,
        buyerId,
        compose: (phoneNumber) =>
          nextDaytimeOpening(phoneNumber, now)
            ? null
            : outbidText(productName, currentBid, `${deps.publicOrigin}/product/${productId}`),
        record: async (tx, body) => {
          const since = new Date(now.getTime() - OUTBID_TEXT_EVERY_MS);
          if ((await deps.buyers.textsSince(tx, buyerId, auctionId, since)) > 0) return false;
          await deps.buyers.recordText(tx, { eventId: event.id, buyerId, auctionId, body, createdAt: now });
          return true;
        },
        logFields: { buyerId, auctionId },
        what: 'outbid text',
      });
    });
  }
}
