import { auctionOutbidEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import { nextDaytimeOpening } from '../texts/daytime-window.js';
import type { SmsSender } from '../texts/sms-sender.js';
import type { BuyersRepository } from './buyers.repository.js';

const CONSUMER = 'notifications.auction-outbid';
/** A bidding war texts a buyer once per auction in this window, not once per bid. */
export const OUTBID_TEXT_EVERY_MS = 10 * 60_000;

export const outbidText = (productName: string, price: string, url: string) =>
  `Atelier: you have been outbid on ${productName}. The bid is now $${Number(price).toLocaleString('en-US')}. Bid again: ${url} Reply STOP to opt out.`;

/**
 * Tells a verified buyer they were outbid (they agreed to texts about their bids when verifying).
 * Sent at once, not queued: an auction may be over by the time a queue reaches it; outside the
 * number's daytime window it is skipped rather than waking anyone. The row and the send share the
 * inbox transaction: a failed send rolls back and the bus retries the event.
 */
export async function subscribeOutbidTexts(deps: {
  bus: EventBus;
  db: NotificationsDatabase;
  buyers: BuyersRepository;
  optOuts: OptOutsRepository;
  sender: SmsSender;
  publicOrigin: string;
  validitySeconds: number;
  now: () => Date;
  logger: Logger;
}): Promise<void> {
  await deps.bus.subscribeTo(auctionOutbidEvent, CONSUMER, async (event) => {
    const { buyerId, auctionId, productId, productName, currentBid } = event.payload;
    await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
      const buyer = await deps.buyers.findBuyerIn(tx, buyerId);
      if (!buyer || (await deps.optOuts.isOptedOut(buyer.phoneNumber))) return;
      const now = deps.now();
      if (nextDaytimeOpening(buyer.phoneNumber, now)) return;
      if (
        (await deps.buyers.textsSince(
          tx,
          buyerId,
          auctionId,
          new Date(now.getTime() - OUTBID_TEXT_EVERY_MS),
        )) > 0
      )
        return;
      const body = outbidText(productName, currentBid, `${deps.publicOrigin}/product/${productId}`);
      await deps.buyers.recordText(tx, { eventId: event.id, buyerId, auctionId, body, createdAt: now });
      await deps.sender.send({ to: buyer.phoneNumber, body, validitySeconds: deps.validitySeconds });
      deps.logger.info({ buyerId, auctionId }, 'outbid text sent');
    });
  });
}
