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
export async function subscribeClaimTexts(deps: BuyerTextDependencies): Promise<void> {
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
