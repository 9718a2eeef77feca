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
 * number's daytime window it is skipped rather than waking anyone. The text is claimed (its row,
 * with the event's inbox row) in one transaction and sent after it commits: nothing else touches the
 * database while the transaction is open (the embedded database has one connection), and a notice
 * that fails to send is logged, not retried (at most once: a late "you were outbid" is worse than none).
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
    const buyer = await deps.buyers.findBuyer(buyerId);
    if (!buyer || (await deps.optOuts.isOptedOut(buyer.phoneNumber))) return;
    const now = deps.now();
    if (nextDaytimeOpening(buyer.phoneNumber, now)) return;
    const body = outbidText(productName, currentBid, `${deps.publicOrigin}/product/${productId}`);
    let claimed = false;
    await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
      const since = new Date(now.getTime() - OUTBID_TEXT_EVERY_MS);
      if ((await deps.buyers.textsSince(tx, buyerId, auctionId, since)) > 0) return;
      await deps.buyers.recordText(tx, { eventId: event.id, buyerId, auctionId, body, createdAt: now });
      claimed = true;
    });
    if (!claimed) return;
    try {
      await deps.sender.send({ to: buyer.phoneNumber, body, validitySeconds: deps.validitySeconds });
      deps.logger.info({ buyerId, auctionId }, 'outbid text sent');
    } catch (err) {
      deps.logger.warn({ err, buyerId, auctionId }, 'outbid text not sent');
    }
  });
}
