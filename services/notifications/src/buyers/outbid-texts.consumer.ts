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
export async function subscribeOutbidTexts(deps: BuyerTextDependencies): Promise<void> {
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
