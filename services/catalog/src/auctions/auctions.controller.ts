import { Body, Controller, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  type AuctionEstimateInput,
  auctionEstimateInputSchema,
  idParamSchema,
  type OpenAuctionInput,
  openAuctionInputSchema,
  type PlaceBidInput,
  placeBidInputSchema,
} from '@atelier/contracts';
import { AdminOnly, BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { productIdPipe } from '../likes/like-params.js';
import { AuctionsService } from './auctions.service.js';

const auctionIdPipe = new ZodValidationPipe(idParamSchema, 'auction id');
// Auction answers carry the server's clock and change with every bid: never stored by any cache.
const NO_STORE = 'no-store';

@Controller('api')
export class AuctionsController {
  constructor(private readonly auctions: AuctionsService) {}

  @Get('products/:id/auction')
  @Header('cache-control', NO_STORE)
  forProduct(@Param('id', productIdPipe) productId: number) {
    return this.auctions.forProduct(productId);
  }

  @Post('auctions/:id/bids')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  bid(
    @Param('id', auctionIdPipe) auctionId: number,
    @Body(new ZodValidationPipe(placeBidInputSchema)) input: PlaceBidInput,
    @CurrentBuyer() buyerId: string,
  ) {
    return this.auctions.bid(auctionId, buyerId, input.maxAmount);
  }

  @Get('auctions/:id/standing')
  @BuyerOnly()
  @Header('cache-control', NO_STORE)
  standing(@Param('id', auctionIdPipe) auctionId: number, @CurrentBuyer() buyerId: string) {
    return this.auctions.standing(auctionId, buyerId);
  }

  @Get('auctions')
  @AdminOnly()
  list() {
    return this.auctions.list();
  }

  @Post('auctions')
  @AdminOnly()
  open(@Body(new ZodValidationPipe(openAuctionInputSchema)) input: OpenAuctionInput) {
    return this.auctions.open(input);
  }

  @Get('auctions/:id')
  @AdminOnly()
  detail(@Param('id', auctionIdPipe) auctionId: number) {
    return this.auctions.detail(auctionId);
  }

  @Put('auctions/:id/estimate')
  @AdminOnly()
  estimate(
    @Param('id', auctionIdPipe) auctionId: number,
    @Body(new ZodValidationPipe(auctionEstimateInputSchema)) input: AuctionEstimateInput,
  ) {
    return this.auctions.setEstimate(auctionId, input);
  }

  @Post('auctions/:id/end')
  @AdminOnly()
  @HttpCode(200)
  end(@Param('id', auctionIdPipe) auctionId: number) {
    return this.auctions.endEarly(auctionId);
  }

  @Post('auctions/:id/cancel')
  @AdminOnly()
  @HttpCode(200)
  cancel(@Param('id', auctionIdPipe) auctionId: number) {
    return this.auctions.cancel(auctionId);
  }
}
