import { randomUUID } from 'node:crypto';
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  type AdminOffer,
  type MyOffer,
  type MyOfferAnswer,
  OFFER_CLOSE_REASONS,
  OFFER_STATES,
  type OfferCloseReason,
  type OfferState,
  type OfferTerms,
} from '@atelier/contracts';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { toCents, toDecimalString } from '../auctions/money.js';
import {
  checkCounter,
  decideNewOffer,
  standsUntil,
  unavailability,
  unavailableMessage,
} from './offer-rules.js';
import { type AdminOfferRow, type OfferRow, OffersRepository } from './offers.repository.js';

/** What the service needs of the repository (a fake one in the unit tests). */
export type OffersStore = Pick<
  OffersRepository,
  | 'piece'
  | 'find'
  | 'latestOf'
  | 'create'
  | 'withdraw'
  | 'counter'
  | 'decline'
  | 'accept'
  | 'listForAdmin'
  | 'awardStateOf'
>;
export type CardsStore = Pick<BuyerCardsRepository, 'hasCard'>;
export type TextingStore = Pick<BuyerTextingRepository, 'requireTexts'>;

/**
 * Offers (issue 34 item 3): the rules of who may offer what, on which piece, and what the owner's
 * and the buyer's answers do. The repository makes each move with a conditional UPDATE; this decides
 * what to ask of it and what to answer (a 4xx naming the problem).
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly offers: OffersRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly texting: BuyerTextingRepository,
  ) {}

  /** For the unit tests: the same rules over fake stores. */
  static over(
    offers: OffersStore,
    cards: CardsStore,
    texting: TextingStore,
    now: () => Date = () => new Date(),
  ) {
    const service = new OffersService(
      offers as OffersRepository,
      cards as BuyerCardsRepository,
      texting as BuyerTextingRepository,
    );
    service.now = now;
    return service;
  }

  private now: () => Date = () => new Date();

  /**
   * A verified buyer's offer. They need a card on file (an accepted offer is charged to it) and
   * texts (the claim link comes by text); the piece must take offers now. Below the owner's floor
   * the offer is recorded declined at once ("declined automatically"): the floor is never told.
   */
  async make(productId: number, buyerId: string, amount: string, note: string | null): Promise<MyOffer> {
    const piece = await this.offers.piece(productId);
    if (!piece || piece.decommissioned) throw new NotFoundException(`No product ${productId}`);
    if (!(await this.cards.hasCard(buyerId)))
      throw new ForbiddenException(
        'Put a card on file before you make an offer: an accepted offer is charged to it',
      );
    await this.texting.requireTexts(buyerId, 'offer');
    const decision = decideNewOffer(piece, toCents(amount));
    if (!decision.ok) {
      if (decision.status === 'invalid') throw new UnprocessableEntityException(decision.message);
      throw new ConflictException(unavailableMessage[decision.reason]);
    }
    const below = decision.state === 'declined-below-floor';
    const result = await this.offers.create({
      id: randomUUID(),
      productId,
      buyerId,
      amount,
      note,
      state: below ? 'declined' : 'open',
      closeReason: below ? 'below_floor' : null,
      expiresAt: standsUntil(piece, this.now()),
    });
    switch (result.outcome) {
      case 'created':
        return toMyOffer(result.offer, null);
      case 'duplicate':
        throw new ConflictException(
          'You already have an offer standing on this piece: withdraw it (or answer the counter) before you make another',
        );
      case 'unavailable':
        throw new ConflictException('This piece takes no offers right now');
    }
  }

  /** The buyer's latest offer on a piece, and whether it takes offers now. */
  async mine(productId: number, buyerId: string): Promise<MyOfferAnswer> {
    const piece = await this.offers.piece(productId);
    if (!piece || piece.decommissioned) throw new NotFoundException(`No product ${productId}`);
    const offer = await this.offers.latestOf(productId, buyerId);
    return {
      productId,
      acceptingOffers: unavailability(piece) === null,
      offer: offer ? toMyOffer(offer, await this.claimStateOf(offer)) : null,
    };
  }

  async withdraw(offerId: string, buyerId: string): Promise<MyOffer> {
    const withdrawn = await this.offers.withdraw(offerId, buyerId);
    if (withdrawn) return toMyOffer(withdrawn, null);
    throw await this.notStanding(offerId, buyerId, 'withdrawn');
  }

  /** The buyer takes the owner's counter: the piece is theirs at the counter's price (a claim). */
  async acceptCounter(offerId: string, buyerId: string): Promise<MyOffer> {
    const result = await this.offers.accept(offerId, { buyerId });
    if (result.outcome === 'accepted') return toMyOffer(result.offer, 'offered');
    if (result.outcome === 'unavailable')
      throw new ConflictException('This piece is no longer available: the counter cannot be accepted');
    throw await this.notStanding(offerId, buyerId, 'accepted', 'countered');
  }

  async declineCounter(offerId: string, buyerId: string): Promise<MyOffer> {
    const declined = await this.offers.decline(offerId, { buyerId });
    if (declined) return toMyOffer(declined, null);
    throw await this.notStanding(offerId, buyerId, 'declined', 'countered');
  }

  list = async (): Promise<AdminOffer[]> => (await this.offers.listForAdmin()).map(toAdminOffer);

  /** The owner accepts an open offer at its amount: the piece is held for the buyer's claim. */
  async accept(offerId: string): Promise<MyOffer> {
    const result = await this.offers.accept(offerId, { owner: true });
    if (result.outcome === 'accepted') return toMyOffer(result.offer, 'offered');
    if (result.outcome === 'unavailable')
      throw new ConflictException(
        'This piece is not available to hold now (sold, held by a checkout, under auction, in a drawn release or no longer open to offers): the offer was left as it is',
      );
    throw await this.notStanding(offerId, null, 'accepted', 'open');
  }

  /** The owner's counter: above the offer and below the list price; it stands for the piece's hours. */
  async counter(offerId: string, amount: string, note: string | null): Promise<MyOffer> {
    const offer = await this.offers.find(offerId);
    if (!offer) throw new NotFoundException(`No offer ${offerId}`);
    if (offer.state !== 'open') throw await this.notStanding(offerId, null, 'countered', 'open');
    const piece = (await this.offers.piece(offer.productId))!;
    const problem = checkCounter(piece, toCents(offer.amount), toCents(amount));
    if (problem) throw new UnprocessableEntityException(problem);
    const countered = await this.offers.counter(offerId, offer.amount.toFixed(2), {
      amount,
      note,
      expiresAt: standsUntil(piece, this.now()),
    });
    if (countered) return toMyOffer(countered, null);
    throw await this.notStanding(offerId, null, 'countered', 'open');
  }

  async decline(offerId: string): Promise<MyOffer> {
    const declined = await this.offers.decline(offerId, { owner: true });
    if (declined) return toMyOffer(declined, null);
    throw await this.notStanding(offerId, null, 'declined');
  }

  /** The piece's offer settings for the owner's form (the floor is never in the public product). */
  async terms(productId: number): Promise<OfferTerms> {
    const piece = await this.offers.piece(productId);
    if (!piece) throw new NotFoundException(`No product ${productId}`);
    return {
      productId,
      openToOffers: piece.openToOffers,
      offerFloor: piece.floor === null ? null : toDecimalString(piece.floor),
      offerValidHours: piece.validHours,
    };
  }

  private async claimStateOf(offer: OfferRow) {
    return offer.awardId ? await this.offers.awardStateOf(offer.awardId) : null;
  }

  /**
   * Why an offer could not be moved: 404 when there is none (or, for a buyer, it is another's: never
   * told apart), else 409 saying what state it is in.
   */
  private async notStanding(
    offerId: string,
    buyerId: string | null,
    verb: string,
    needed?: OfferState,
  ): Promise<Error> {
    const offer = await this.offers.find(offerId);
    if (!offer || (buyerId !== null && offer.buyerId !== buyerId))
      return new NotFoundException(`No offer ${offerId}`);
    if (offer.state === needed || (!needed && (offer.state === 'open' || offer.state === 'countered')))
      // Still in the state asked for, so its time ran out (the runner has not marked it yet).
      return new ConflictException(`This offer has expired: it cannot be ${verb}`);
    const now = offer.state === 'countered' ? 'countered: waiting for the buyer' : offer.state;
    return new ConflictException(`This offer is ${now}: it cannot be ${verb}`);
  }
}

const stateOf = (row: { state: string }): OfferState =>
  OFFER_STATES.find((state) => state === row.state) ?? 'expired';
const reasonOf = (row: { closeReason: string | null }): OfferCloseReason | null =>
  OFFER_CLOSE_REASONS.find((reason) => reason === row.closeReason) ?? null;

export function toMyOffer(row: OfferRow, awardState: string | null): MyOffer {
  const state = stateOf(row);
  return {
    offerId: row.id,
    productId: row.productId,
    amount: row.amount.toFixed(2),
    note: row.note,
    state,
    counterAmount: row.counterAmount?.toFixed(2) ?? null,
    counterNote: row.counterNote,
    closeReason: reasonOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    // The owner accepts open offers only, so an accepted offer with a counter was accepted at it.
    agreedPrice: row.awardId === null ? null : (row.counterAmount ?? row.amount).toFixed(2),
    claimState: claimStateOf(awardState),
  };
}

const claimStateOf = (state: string | null) =>
  state === 'offered' || state === 'paid' || state === 'lapsed' ? state : null;

function toAdminOffer(row: AdminOfferRow): AdminOffer {
  return {
    ...toMyOffer(row, row.awardState),
    productName: row.productName,
    listPrice: row.listPrice.toFixed(2),
    buyerId: row.buyerId,
    buyerLabel: row.phoneLast4
      ? `${row.buyerName ?? 'Buyer'} ··${row.phoneLast4}`
      : `Buyer ${row.buyerId.slice(0, 8)}`,
    awardId: row.awardId,
  };
}
