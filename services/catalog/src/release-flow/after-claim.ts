import type { ReleaseFlowStepName } from '@atelier/contracts/release-flow';
import { type BidderMaximum, nextInLine } from '../auctions/second-chance.js';
import {
  backOnSale,
  nextOffers,
  type PlacedEntry,
  type ReleaseOffer,
} from '../drawn-releases/release-offers.js';

/**
 * The release flow's catalog side (libs/contracts/src/flows/release-flow.ts), decided here for every
 * award source: what follows when a sale awards its piece, and when an award's claim is paid or
 * lapses. Who is next is each sale's own rule (second-chance.ts, release-offers.ts); the services
 * apply the answer under the sale row's lock (AuctionClaimsService, DrawMakingService,
 * OffersRepository), and the awards' conditional moves make each change once.
 */
export interface WhatFollows {
  /** The step of the declared release flow this decision carries out. */
  step: ReleaseFlowStepName;
  /** Awards to make now, each with its catalog.piece.awarded: the next in line. */
  awards: Array<{ buyerId: string; price: string; rank: number }>;
  /**
   * The sale stops keeping the piece out of carts: it is sold (the order's committed hold keeps it
   * so) or, nobody left to offer it to, on sale again.
   */
  releasePiece: boolean;
}

/** An auction's claim was paid: the sale is done. */
export const afterAuctionClaimPaid = (): WhatFollows => ({
  step: 'auctionClaimPaid',
  awards: [],
  releasePiece: true,
});

/** The bidders of an auction whose award lapsed, read under the auction row's lock. */
export interface AuctionLine {
  /** The lapsed award's rank: the next award is ranked after it. */
  lapsedRank: number;
  bidders: BidderMaximum[];
  /** Every buyer already offered the piece (the lapsed one included). */
  alreadyOffered: readonly string[];
  /** Decimal string, or null without a reserve. */
  reserve: string | null;
}

/**
 * An auction's claim lapsed (second chance): the next in line is awarded the piece at their own
 * maximum, ranked next; with nobody left at or above the reserve it is on sale again.
 */
export function afterAuctionClaimLapsed(line: AuctionLine): WhatFollows {
  const next = nextInLine(line.bidders, line.alreadyOffered, line.reserve);
  return next
    ? {
        step: 'secondChance',
        awards: [{ buyerId: next.buyerId, price: next.maximum, rank: line.lapsedRank + 1 }],
        releasePiece: false,
      }
    : { step: 'secondChance', awards: [], releasePiece: true };
}

/** A drawn release as its offers stand, read under the release row's lock. */
export interface ReleaseLine {
  quantity: number;
  /** Decimal string: every winner pays the list price. */
  price: string;
  offers: ReleaseOffer[];
  placed: PlacedEntry[];
}

/**
 * A drawn release at its draw (`drawMade`) or after one of its claims ended (`drawClaimPaid`,
 * `nextAlternate`, its award already moved): while fewer offers than pieces are outstanding,
 * the next entrants in draw order are awarded the piece; with no offer open and nobody left to offer
 * one to, the unsold pieces are on sale again.
 */
export function afterDrawOrItsClaim(
  step: 'drawMade' | 'drawClaimPaid' | 'nextAlternate',
  release: ReleaseLine,
): WhatFollows {
  const offers = nextOffers(release.quantity, release.offers, release.placed);
  return {
    step,
    awards: offers.map((offer) => ({ ...offer, price: release.price })),
    releasePiece: backOnSale(release.offers, offers.length),
  };
}

/**
 * An accepted offer's claim ended: paid, the offer's hold on the piece ends (the order's committed
 * hold keeps it sold); lapsed, the same, and the offer reads expired (claim_lapsed): the piece is on
 * sale again. Nobody else is offered it: the other offers were declined when this one was accepted.
 */
export function afterOfferClaim(end: { state: 'paid' | 'lapsed' }): WhatFollows & { offerExpires: boolean } {
  const lapsed = end.state === 'lapsed';
  return {
    step: lapsed ? 'offerClaimLapsed' : 'offerClaimPaid',
    awards: [],
    releasePiece: true,
    offerExpires: lapsed,
  };
}
