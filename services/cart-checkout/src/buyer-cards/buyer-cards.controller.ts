import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { type ConfirmBuyerCardInput, confirmBuyerCardInputSchema } from '@atelier/contracts';
import { BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import { BuyerCardsService } from './buyer-cards.service.js';

/** A verified buyer's card on file (the buyer assertion is checked here, not only at the gateway). */
@Controller('api/buyer-cards')
@BuyerOnly()
export class BuyerCardsController {
  constructor(private readonly cards: BuyerCardsService) {}

  @Get('mine')
  @Header('cache-control', 'no-store')
  mine(@CurrentBuyer() buyerId: string) {
    return this.cards.mine(buyerId);
  }

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentBuyer() buyerId: string) {
    return this.cards.startSetup(buyerId);
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(
    @CurrentBuyer() buyerId: string,
    @Body(new ZodValidationPipe(confirmBuyerCardInputSchema)) input: ConfirmBuyerCardInput,
  ) {
    return this.cards.confirm(buyerId, input);
  }
}
