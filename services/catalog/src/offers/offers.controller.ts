import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  type CounterOfferInput,
  counterOfferInputSchema,
  type MakeOfferInput,
  makeOfferInputSchema,
  offerIdParamSchema,
} from '@atelier/contracts';
import { AdminOnly, BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { productIdPipe } from '../likes/like-params.js';
import { OffersService } from './offers.service.js';

const offerIdPipe = new ZodValidationPipe(offerIdParamSchema, 'offer id');
// A buyer's offer changes with the owner's answer: never stored by any cache.
const NO_STORE = 'no-store';

/**
 * Offers (issue 34 item 3). Buyers (the gateway's buyer assertion, checked again by @BuyerOnly) make,
 * read and withdraw their own offers and answer the owner's counters; the owner (@AdminOnly) lists
 * every offer and accepts, counters or declines, and reads a piece's offer terms (its floor).
 */
@Controller('api')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post('products/:id/offers')
  @BuyerOnly()
  @Header('cache-control', NO_STORE)
  make(
    @Param('id', productIdPipe) productId: number,
    @Body(new ZodValidationPipe(makeOfferInputSchema)) input: MakeOfferInput,
    @CurrentBuyer() buyerId: string,
  ) {
    return this.offers.make(productId, buyerId, input.amount, input.note ?? null);
  }

  @Get('products/:id/offers/mine')
  @BuyerOnly()
  @Header('cache-control', NO_STORE)
  mine(@Param('id', productIdPipe) productId: number, @CurrentBuyer() buyerId: string) {
    return this.offers.mine(productId, buyerId);
  }

  @Get('products/:id/offer-terms')
  @AdminOnly()
  terms(@Param('id', productIdPipe) productId: number) {
    return this.offers.terms(productId);
  }

  @Post('offers/:id/withdraw')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  withdraw(@Param('id', offerIdPipe) offerId: string, @CurrentBuyer() buyerId: string) {
    return this.offers.withdraw(offerId, buyerId);
  }

  @Post('offers/:id/accept-counter')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  acceptCounter(@Param('id', offerIdPipe) offerId: string, @CurrentBuyer() buyerId: string) {
    return this.offers.acceptCounter(offerId, buyerId);
  }

  @Post('offers/:id/decline-counter')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  declineCounter(@Param('id', offerIdPipe) offerId: string, @CurrentBuyer() buyerId: string) {
    return this.offers.declineCounter(offerId, buyerId);
  }

  @Get('offers')
  @AdminOnly()
  list() {
    return this.offers.list();
  }

  @Post('offers/:id/accept')
  @AdminOnly()
  @HttpCode(200)
  accept(@Param('id', offerIdPipe) offerId: string) {
    return this.offers.accept(offerId);
  }

  @Post('offers/:id/counter')
  @AdminOnly()
  @HttpCode(200)
  counter(
    @Param('id', offerIdPipe) offerId: string,
    @Body(new ZodValidationPipe(counterOfferInputSchema)) input: CounterOfferInput,
  ) {
    return this.offers.counter(offerId, input.amount, input.note ?? null);
  }

  @Post('offers/:id/decline')
  @AdminOnly()
  @HttpCode(200)
  decline(@Param('id', offerIdPipe) offerId: string) {
    return this.offers.decline(offerId);
  }
}
