import { Inject, Injectable } from '@nestjs/common';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import { BuyersRepository } from './buyers.repository.js';
import { claimOfferedEvent } from '@atelier/contracts';
import { releaseFlow } from '@atelier/contracts/release-flow';
import { type BuyerTextDependencies, textBuyerOnce } from './buyer-text.js';

const CONSUMER = releaseFlow.steps.textClaimLink.consumer;

export const claimText = (productName: string, price: string, expiresAt: Date, url: string) =>
  `Atelier: ${productName} is yours at $${Number(price).toLocaleString('en-US')}. Claim and pay with your card on file by ${expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC')}: ${url} This link is yours alone and works once. Reply STOP to opt out.`;

/**
 * Texts a won piece's claim link to the verified buyer (they agreed to texts about their bids,
 * "when you are outbid or win", when verifying). Unlike an outbid notice it is sent at any hour:
 * the claim's time runs from the award, and a buyer who hears of it hours late loses part of it.
 * Once per event, queued and retried (textBuyerOnce); a claim whose text never arrives is also on
 * the buyer's account page, and lapses to the next in line when it expires.
 */
@Injectable()
export class ClaimTextsConsumer implements EventConsumer {
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
      logger: this.logger.child({ component: 'claim-texts' }),
    };
    await deps.bus.subscribeTo(claimOfferedEvent, CONSUMER, async (event) => {
      const { buyerId, claimId, productName, price, expiresAt, claimPath } = event.payload;
      await textBuyerOnce(deps, {
        consumer: CONSUMER,
        kind: 'claim',
        event,
        buyerId,
        compose: () => claimText(productName, price, new Date(expiresAt), `${deps.publicOrigin}${claimPath}`),
        record: async (tx, body) => {
          await deps.buyers.recordText(tx, {
            eventId: event.id,
            buyerId,
            claimId,
            body,
            createdAt: deps.now(),
          });
          return true;
        },
        logFields: { buyerId, claimId },
        what: 'claim link text',
      });
    });
  }
}
