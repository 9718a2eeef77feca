import { claimOfferedEvent } from '@atelier/contracts';
import type { EventBus } from '@atelier/platform';
import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database/notifications-database.js';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import type { SmsSender } from '../texts/sms-sender.js';
import type { BuyersRepository } from './buyers.repository.js';

const CONSUMER = 'notifications.claim-offered';

export const claimText = (productName: string, price: string, expiresAt: Date, url: string) =>
  `Atelier: ${productName} is yours at $${Number(price).toLocaleString('en-US')}. Claim and pay with your card on file by ${expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC')}: ${url} This link is yours alone and works once. Reply STOP to opt out.`;

/**
 * Texts a won piece's claim link to the verified buyer (they agreed to texts about their bids,
 * "when you are outbid or win", when verifying). Unlike an outbid notice it is sent at any hour:
 * the claim's time runs from the award, and a buyer who hears of it hours late loses part of it.
 * Claimed once per event (its row with the inbox row), sent after commit; a failed send is logged
 * (the link also works from the product page's buyer, and the claim lapses to the next in line).
 */
export async function subscribeClaimTexts(deps: {
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
  await deps.bus.subscribeTo(claimOfferedEvent, CONSUMER, async (event) => {
    const { buyerId, claimId, productName, price, expiresAt, claimPath } = event.payload;
    const buyer = await deps.buyers.findBuyer(buyerId);
    if (!buyer || (await deps.optOuts.isOptedOut(buyer.phoneNumber))) return;
    const body = claimText(productName, price, new Date(expiresAt), `${deps.publicOrigin}${claimPath}`);
    let claimed = false;
    await deps.db.handleEventOnce(CONSUMER, event, async (tx) => {
      await deps.buyers.recordText(tx, { eventId: event.id, buyerId, claimId, body, createdAt: deps.now() });
      claimed = true;
    });
    if (!claimed) return;
    try {
      await deps.sender.send({ to: buyer.phoneNumber, body, validitySeconds: deps.validitySeconds });
      deps.logger.info({ buyerId, claimId }, 'claim link texted');
    } catch (err) {
      deps.logger.warn({ err, buyerId, claimId }, 'claim link text not sent');
    }
  });
}
