/**
 * What a verified buyer is texted when a sale they took part in ends without them (the winners get
 * their claim link instead) and when the owner closed a draw's entries early. Short (two segments
 * at most, plain GSM characters), the piece by name, a link, and how to opt out.
 */

const dollars = (price: string) => `$${Number(price).toLocaleString('en-US')}`;

/** The owner's reason as a sentence of its own. */
const sentence = (reason: string) => (/[.!?]$/.test(reason) ? reason : `${reason}.`);

export const auctionLostText = (productName: string, price: string) =>
  `Atelier: the auction for ${productName} has ended. Another bidder won it at ${dollars(price)}. Thank you for bidding. Reply STOP to opt out.`;

export const auctionUnsoldText = (productName: string, url: string) =>
  `Atelier: the auction for ${productName} has ended below its reserve, so nobody won it. It is for sale again: ${url} Reply STOP to opt out.`;

/** `alternate`: 1 for the first in line after the winners. */
export const drawAlternateText = (productName: string, alternate: number, url: string) =>
  `Atelier: the draw for ${productName} is made. You are alternate ${alternate}: if a winner does not claim it in time, we text you a link to buy it. See the draw: ${url} Reply STOP to opt out.`;

/** To every entrant when the owner closed entries early: why, and where they stand now. */
export const drawClosedEarlyText = (
  productName: string,
  reason: string,
  alternate: number | null,
  url: string,
) =>
  `Atelier: entries for ${productName} closed early. ${sentence(reason)} The draw is made and ${
    alternate === null
      ? 'you won: your claim link is in a text of its own.'
      : `you are alternate ${alternate}: if a winner does not claim it in time, we text you.`
  } See the draw: ${url} Reply STOP to opt out.`;

/** The owner countered a buyer's offer: the counter's price, until when it stands, where to answer. */
export const offerCounteredText = (productName: string, counter: string, until: Date, url: string) =>
  `Atelier: the owner answered your offer on ${productName} with ${dollars(counter)}, open until ${until.toUTCString().replace(/:\d\d GMT$/, ' UTC')}. Accept or decline it on the piece's page: ${url} Reply STOP to opt out.`;

/** The owner declined a buyer's offer, or accepted another one on the piece. */
export const offerDeclinedText = (productName: string, amount: string, pieceGone: boolean, url: string) =>
  pieceGone
    ? `Atelier: your offer of ${dollars(amount)} on ${productName} was not accepted: the owner accepted another offer on the piece. ${url} Reply STOP to opt out.`
    : `Atelier: the owner declined your offer of ${dollars(amount)} on ${productName}. You may make another on the piece's page: ${url} Reply STOP to opt out.`;
