import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { type MergeLikesInput, mergeLikesInputSchema } from '@atelier/contracts';
import { BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { LikesService } from '../likes/likes.service.js';
import { CollectorAccountRepository } from './collector-account.repository.js';

// A buyer's own answers: never stored by any cache.
const NO_STORE = 'no-store';

/**
 * A collector's own account (issue 34), catalog's part: their bids, draw entries and likes. Every
 * route is the verified buyer's alone: checked here (@BuyerOnly), not only at the gateway.
 */
@Controller('api/buyers/me')
@BuyerOnly()
export class CollectorAccountController {
  constructor(
    private readonly account: CollectorAccountRepository,
    private readonly likes: LikesService,
  ) {}

  @Get('bids')
  @Header('cache-control', NO_STORE)
  bids(@CurrentBuyer() buyerId: string) {
    return this.account.bids(buyerId);
  }

  @Get('draw-entries')
  @Header('cache-control', NO_STORE)
  drawEntries(@CurrentBuyer() buyerId: string) {
    return this.account.drawEntries(buyerId);
  }

  @Get('likes')
  @Header('cache-control', NO_STORE)
  myLikes(@CurrentBuyer() buyerId: string) {
    return this.account.likes(buyerId);
  }

  /** At sign-in: this browser's likes become the buyer's, so they follow them to every device. */
  @Post('likes/merge')
  @HttpCode(200)
  @Header('cache-control', NO_STORE)
  merge(
    @Body(new ZodValidationPipe(mergeLikesInputSchema)) input: MergeLikesInput,
    @CurrentBuyer() buyerId: string,
  ) {
    return this.likes.merge(buyerId, input.sessionId);
  }
}
