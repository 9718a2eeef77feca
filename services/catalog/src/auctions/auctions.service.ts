import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type {
  AdminAuction,
  AuctionEstimateInput,
  BidOutcome,
  OpenAuctionInput,
  PublicAuction,
} from '@atelier/contracts';
import { BuyerCardsRepository } from '../buyer-cards/buyer-cards.repository.js';
import { BuyerTextingRepository } from '../buyer-texting/buyer-texting.repository.js';
import { AuctionsRepository } from './auctions.repository.js';
import { toCents } from './money.js';

export interface BidAnswer {
  outcome: BidOutcome;
  /** The buyer's maximum: what the house will bid for them up to. */
  maxAmount: string;
  auction: PublicAuction;
}

/** Timed auctions: the admin opens, ends and cancels them; verified buyers bid. */
@Injectable()
export class AuctionsService {
  constructor(
    private readonly auctions: AuctionsRepository,
    private readonly cards: BuyerCardsRepository,
    private readonly texting: BuyerTextingRepository,
  ) {}

  async open(input: OpenAuctionInput): Promise<AdminAuction> {
    const result = await this.auctions.open(input);
    switch (result.outcome) {
      case 'opened':
        return result.auction;
      case 'missing-product':
        throw new NotFoundException(`No product ${input.productId}`);
      case 'bidding-disabled':
        throw new ConflictException(`Product ${input.productId} does not have bidding enabled`);
      case 'sold-out':
        throw new ConflictException(`Product ${input.productId} has no piece left to sell`);
      case 'held':
        throw new ConflictException(
          `Product ${input.productId} is held by a checkout: try again when it is released`,
        );
      case 'already-open':
        throw new ConflictException(`Product ${input.productId} already has an auction that is not over`);
    }
  }

  async bid(auctionId: number, buyerId: string, maxAmount: string): Promise<BidAnswer> {
    // A win is charged to the card on file: a bid without one could never be paid.
    if (!(await this.cards.hasCard(buyerId)))
      throw new ForbiddenException('Put a card on file before you bid: a won piece is charged to it');
    // A win is told by text: a buyer who replied STOP would never hear of it.
    await this.texting.requireTexts(buyerId, 'bid');
    const result = await this.auctions.placeBid(auctionId, buyerId, toCents(maxAmount));
    switch (result.outcome) {
      case 'missing':
        throw new NotFoundException(`No auction ${auctionId}`);
      case 'not_started':
        throw new ConflictException('This auction has not started yet');
      case 'closed':
        throw new ConflictException('This auction is closed');
      case 'refused':
        throw new UnprocessableEntityException(
          result.reason === 'too_low'
            ? `maxAmount must be at least ${result.auction.nextMinimumBid}`
            : 'maxAmount must be more than the maximum you already bid',
        );
      case 'accepted':
        // Open pages hear it from the gateways, through catalog.auction.changed (recorded with the bid).
        return { outcome: result.decision.outcome, maxAmount: toDecimal(maxAmount), auction: result.auction };
    }
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
    return (await this.auctions.close(auctionId, true)) ?? this.notActive(auctionId);
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

const toDecimal = (amount: string) => Number(amount).toFixed(2);
