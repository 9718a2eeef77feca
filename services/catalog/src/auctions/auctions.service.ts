import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type {
  AdminAuction,
  AuctionEstimateInput,
  AuctionState,
  BidOutcome,
  OpenAuctionInput,
  PublicAuction,
} from '@atelier/contracts';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { AuctionClosingService } from './auction-closing.service.js';
import { AuctionsRepository } from './auctions.repository.js';
import { type BidRefusal, decideBid, refusedBeforeLock, softCloseExtension } from './bid-decision.js';
import { toCents, toDecimalString } from './money.js';

export interface BidAnswer {
  outcome: BidOutcome;
  /** The buyer's maximum: what the house will bid for them up to. */
  maxAmount: string;
  auction: PublicAuction;
}

/** What opening an auction and bidding read and write (AuctionsRepository; a fake in unit tests). */
export type AuctionStore = Pick<
  AuctionsRepository,
  | 'productForAuction'
  | 'open'
  | 'inTransaction'
  | 'readForBid'
  | 'lockForBid'
  | 'takeBid'
  | 'recordBid'
  | 'recordOutbid'
  | 'announce'
  | 'cancel'
  | 'setEstimate'
  | 'findPublic'
  | 'findForProduct'
  | 'standing'
  | 'listForAdmin'
  | 'findForAdmin'
>;

/**
 * Timed auctions: the admin opens, ends and cancels them; verified buyers bid. A bid is decided
 * here (proxy bidding: bid-decision.ts) on the auction as read under its row's lock, then taken by
 * the store's conditional UPDATE, which re-checks on the database's clock that the auction is still
 * open and at the state the bid was decided on. Closing is AuctionClosingService's.
 */
@Injectable()
export class AuctionsService {
  constructor(
    @Inject(AuctionsRepository) private readonly auctions: AuctionStore,
    private readonly closing: AuctionClosingService,
    private readonly cards: BuyerCardsRepository,
    private readonly texting: BuyerTextingRepository,
  ) {}

  async open(input: OpenAuctionInput): Promise<AdminAuction> {
    const product = await this.auctions.productForAuction(input.productId);
    if (!product || product.decommissioned) throw new NotFoundException(`No product ${input.productId}`);
    if (!product.isBiddingEnabled)
      throw new ConflictException(`Product ${input.productId} does not have bidding enabled`);
    const result = await this.auctions.open(input);
    if (result.outcome === 'opened') return result.auction;
    // The piece was not free: say why, from the piece as it was then.
    throw new ConflictException(
      result.piece.underAuction
        ? `Product ${input.productId} already has an auction that is not over`
        : result.piece.reservedQuantity > 0
          ? `Product ${input.productId} is held by a checkout: try again when it is released`
          : `Product ${input.productId} has no piece left to sell`,
    );
  }

  async bid(auctionId: number, buyerId: string, maxAmount: string): Promise<BidAnswer> {
    // A win is charged to the card on file: a bid without one could never be paid.
    if (!(await this.cards.hasCard(buyerId)))
      throw new ForbiddenException('Put a card on file before you bid: a won piece is charged to it');
    // A win is told by text: a buyer who replied STOP would never hear of it.
    await this.texting.requireTexts(buyerId, 'bid');
    const max = toCents(maxAmount);
    // Refused on a read without the lock when it is already too late or too low (see refusedBeforeLock).
    const seen = (await this.auctions.readForBid(auctionId)) ?? notFound(`No auction ${auctionId}`);
    const early = refusedBeforeLock(seen.phase, seen.bidState, buyerId, max);
    if (early) refuse(early, seen.state);
    const { decision, auction } = await this.auctions.inTransaction(async (tx) => {
      const locked = (await this.auctions.lockForBid(tx, auctionId)) ?? notFound(`No auction ${auctionId}`);
      if (locked.phase === 'scheduled') throw new ConflictException('This auction has not started yet');
      if (locked.phase !== 'open') return refuse('closed', locked.state);
      const decision = decideBid(locked.bidState, buyerId, max);
      if (!decision.accepted) return refuse(decision.reason, locked.state);
      const sequence = await this.auctions.takeBid(tx, auctionId, {
        seenBidCount: locked.bidCount,
        kind: decision.kind,
        price: decision.price,
        leaderBuyerId: decision.leaderBuyerId,
        leaderMax: decision.leaderMax,
        extendSeconds: softCloseExtension(locked.secondsLeft),
      });
      // Not taken: the auction ended (on the database's clock) since it was read.
      if (sequence === null) return refuse('closed', locked.state);
      await this.auctions.recordBid(tx, {
        productId: locked.productId,
        auctionId,
        buyerId,
        price: decision.price,
        maxAmount: max,
        sequence,
        kind: decision.kind,
        leaderBuyerId: decision.leaderBuyerId,
      });
      // Open pages hear it from the gateways, through catalog.auction.changed (recorded with the bid).
      const auction = await this.auctions.announce(tx, auctionId);
      if (decision.outbidBuyerId)
        await this.auctions.recordOutbid(tx, {
          auctionId,
          productId: locked.productId,
          productName: locked.productName,
          buyerId: decision.outbidBuyerId,
          currentBid: toDecimalString(decision.price),
          endTime: auction.endTime,
        });
      return { decision, auction };
    });
    return { outcome: decision.outcome, maxAmount: toDecimal(maxAmount), auction };
  }

  async forProduct(productId: number): Promise<PublicAuction> {
    return (await this.auctions.findForProduct(productId)) ?? notFound(`No auction for product ${productId}`);
  }

  /** The buyer's own standing (leading, outbid, won, lost), by the rule the admin's list reads. */
  async standing(auctionId: number, buyerId: string) {
    return (await this.auctions.standing(auctionId, buyerId)) ?? notFound(`No auction ${auctionId}`);
  }

  list = () => this.auctions.listForAdmin();

  async detail(auctionId: number) {
    return (await this.auctions.findForAdmin(auctionId)) ?? notFound(`No auction ${auctionId}`);
  }

  async endEarly(auctionId: number): Promise<AdminAuction> {
    return (await this.closing.close(auctionId, true)) ?? this.notActive(auctionId);
  }

  /** The owner's estimate, while the auction is scheduled or open (both null: none). */
  async setEstimate(auctionId: number, input: AuctionEstimateInput): Promise<AdminAuction> {
    const result = await this.auctions.setEstimate(auctionId, input.estimateLow, input.estimateHigh);
    if (result === null) notFound(`No auction ${auctionId}`);
    if (result === 'over')
      throw new ConflictException(`Auction ${auctionId} is already over: its estimate can no longer change`);
    return result as AdminAuction;
  }

  async cancel(auctionId: number): Promise<AdminAuction> {
    return (await this.auctions.cancel(auctionId)) ?? this.notActive(auctionId);
  }

  private async notActive(auctionId: number): Promise<never> {
    if (!(await this.auctions.findPublic(auctionId))) notFound(`No auction ${auctionId}`);
    throw new ConflictException(`Auction ${auctionId} is already over`);
  }
}

const notFound = (message: string): never => {
  throw new NotFoundException(message);
};

/** A bid refused: 409 once the auction is closed, 422 when the maximum is not enough. */
function refuse(reason: BidRefusal | 'closed', auction: AuctionState): never {
  if (reason === 'closed') throw new ConflictException('This auction is closed');
  throw new UnprocessableEntityException(
    reason === 'too_low'
      ? `maxAmount must be at least ${auction.nextMinimumBid}`
      : 'maxAmount must be more than the maximum you already bid',
  );
}

const toDecimal = (amount: string) => Number(amount).toFixed(2);
