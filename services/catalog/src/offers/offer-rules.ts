import { type Cents, toDecimalString } from '../auctions/money.js';

/**
 * The rules of offers (issue 34 item 3), apart from the database: whether a piece takes offers now,
 * whether an amount may be offered or countered, and whether it meets the owner's floor. The
 * repository re-checks availability in the conditional UPDATE that holds the piece; these decide
 * what to answer.
 */

/** What the rules need to know of a piece. */
export interface OfferPiece {
  productId: number;
  name: string;
  price: Cents;
  openToOffers: boolean;
  floor: Cents | null;
  validHours: number;
  quantity: number;
  reservedQuantity: number;
  /** Under auction, in a drawn release, or held by an accepted offer's claim. */
  underAuction: boolean;
  decommissioned: boolean;
}

export type Unavailable = 'not-open' | 'sold' | 'held' | 'sale-elsewhere' | 'gone';

/** Why a piece takes no offers right now, or null when it does. */
export function unavailability(piece: OfferPiece): Unavailable | null {
  if (piece.decommissioned) return 'gone';
  if (!piece.openToOffers) return 'not-open';
  if (piece.underAuction) return 'sale-elsewhere';
  if (piece.quantity < 1) return piece.reservedQuantity > 0 ? 'held' : 'sold';
  return null;
}

export const unavailableMessage: Record<Unavailable, string> = {
  'not-open': 'This piece does not take offers',
  sold: 'This piece is sold: it takes no offers',
  held: 'This piece is reserved by a checkout right now: it takes no offers meanwhile',
  'sale-elsewhere':
    'This piece is being sold another way (an auction, a drawn release or an accepted offer): it takes no offers',
  gone: 'This piece is no longer in the shop',
};

export type NewOfferDecision =
  | { ok: false; status: 'unavailable'; reason: Unavailable }
  | { ok: false; status: 'invalid'; message: string }
  /** Below the floor: recorded as declined at once; the buyer is told so, never the floor itself. */
  | { ok: true; state: 'declined-below-floor' }
  | { ok: true; state: 'open' };

/** A buyer's new offer on a piece. */
export function decideNewOffer(piece: OfferPiece, amount: Cents): NewOfferDecision {
  const reason = unavailability(piece);
  if (reason) return { ok: false, status: 'unavailable', reason };
  if (amount <= 0) return { ok: false, status: 'invalid', message: 'amount must be more than 0' };
  if (amount >= piece.price)
    return {
      ok: false,
      status: 'invalid',
      message: `amount must be below the piece's price of ${dollars(piece.price)}: at its price, buy it now`,
    };
  if (piece.floor !== null && amount < piece.floor) return { ok: true, state: 'declined-below-floor' };
  return { ok: true, state: 'open' };
}

/** The owner's counter to an offer of `offered`: above it (else accept it) and below the list price. */
export function checkCounter(piece: OfferPiece, offered: Cents, counter: Cents): string | null {
  if (counter <= offered)
    return `amount must be more than the offer of ${dollars(offered)}: to sell at the offer, accept it`;
  if (counter >= piece.price)
    return `amount must be below the piece's price of ${dollars(piece.price)}: the piece is already on sale at its price`;
  return null;
}

/** When an offer made (or countered) at `now` stops standing. */
export const standsUntil = (piece: Pick<OfferPiece, 'validHours'>, now: Date): Date =>
  new Date(now.getTime() + piece.validHours * 3_600_000);

const dollars = (cents: Cents) =>
  `$${Number(toDecimalString(cents)).toLocaleString('en-US', { minimumFractionDigits: 0 })}`;
