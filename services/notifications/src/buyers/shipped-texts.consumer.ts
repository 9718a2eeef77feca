import { Inject, Injectable } from '@nestjs/common';
import { type EventBus, type EventConsumer, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import type { TextQueue } from '../texts/text-queue.js';
import type { TextingSettings } from '../texts/texting-settings.js';
import { TEXT_QUEUE, TEXTING_SETTINGS } from '../tokens.js';
import { BuyersRepository } from './buyers.repository.js';
import { orderShippedEvent, parseUsPhoneNumber } from '@atelier/contracts';
import { type BuyerTextDependencies, textBuyerOnce } from './buyer-text.js';

const CONSUMER = 'notifications.order-shipped-text';

/** A value typed by the owner or the buyer, on one line and short enough for a text. */
const inline = (value: string, max: number) => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const webLink = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

export const shippedText = (orderNumber: string, carrier: string, trackingNumber: string, link: string) =>
  `Atelier: your order ${orderNumber} has shipped with ${inline(carrier, 40)} (tracking ${inline(trackingNumber, 40)}). Follow it: ${link} Reply STOP to opt out.`;

/**
 * Texts the tracking link when an order ships, to the order's phone only when it is a verified
 * buyer's: the checkout form asks for a phone for the delivery but no consent to texts, while a
 * verified buyer agreed to Atelier's texts (and can reply STOP, checked by textBuyerOnce). Any
 * other order is told by the shipping mail alone. Queued at any hour, once per event, like the claim
 * link: it follows the owner's shipping, done in the house's working day.
 */
@Injectable()
export class ShippedTextsConsumer implements EventConsumer {
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
      logger: this.logger.child({ component: 'shipped-texts' }),
    };
    await deps.bus.subscribeTo(orderShippedEvent, CONSUMER, async (event) => {
      const { orderId, carrier, trackingNumber, trackingUrl, receipt } = event.payload;
      const phone = receipt.recipientPhone ? parseUsPhoneNumber(receipt.recipientPhone) : null;
      const buyer = phone?.ok ? await deps.buyers.findBuyerByPhone(phone.e164) : null;
      if (!buyer) {
        deps.logger.info(
          { orderId },
          "shipping not texted: the order's phone is not a verified buyer's (no consent to texts)",
        );
        return;
      }
      const link = webLink(trackingUrl) ?? `${deps.publicOrigin}${receipt.orderPath}`;
      await textBuyerOnce(deps, {
        consumer: CONSUMER,
        kind: 'shipped',
        event,
        buyerId: buyer.id,
        compose: () => shippedText(receipt.orderNumber, carrier, trackingNumber, link),
        record: async (tx, body) => {
          await deps.buyers.recordText(tx, {
            eventId: event.id,
            buyerId: buyer.id,
            body,
            createdAt: deps.now(),
          });
          return true;
        },
        logFields: { buyerId: buyer.id, orderId },
        what: 'shipping text',
      });
    });
  }
}
