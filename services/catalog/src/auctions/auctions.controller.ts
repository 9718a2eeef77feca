import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  idParamSchema,
  type OpenAuctionInput,
  openAuctionInputSchema,
  type PlaceBidInput,
  placeBidInputSchema,
} from '@atelier/contracts';
import { AdminOnly, BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productIdPipe } from '../likes/like-params.js';
import { AuctionLiveUpdates } from './auction-live-updates.js';
import { AuctionsService } from './auctions.service.js';

const auctionIdPipe = new ZodValidationPipe(idParamSchema, 'auction id');
// Auction answers carry the server's clock and change with every bid: never stored by any cache.
const NO_STORE = 'no-store';

@Controller('api')
export class AuctionsController {
  constructor(
    private readonly auctions: AuctionsService,
    private readonly live: AuctionLiveUpdates,
  ) {}

  @Get('products/:id/auction')
  @Header('cache-control', NO_STORE)
  forProduct(@Param('id', productIdPipe) productId: number) {
    return this.auctions.forProduct(productId);
  }

  /**
   * Server-Sent Events: the auction now, then every change pushed as it commits (no polling). A
   * comment every 15 s keeps proxies from closing an idle stream. Hand-written on the raw response
   * (a few lines) because the stream must outlive Nest's request-response cycle.
   */
  @Get('products/:id/auction/events')
  async events(
    @Param('id', productIdPipe) productId: number,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const current = await this.auctions.forProduct(productId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const send = (auction: unknown) => raw.write(`event: auction\ndata: ${JSON.stringify(auction)}\n\n`);
    send(current);
    const stop = this.live.listen(productId, send);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
    req.raw.once('close', () => {
      clearInterval(heartbeat);
      stop();
    });
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
