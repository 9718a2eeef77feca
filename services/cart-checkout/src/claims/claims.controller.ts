import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import {
  type CheckoutForm,
  checkoutFormSchema,
  claimTaxInputSchema,
  claimTokenParamSchema,
} from '@atelier/contracts';
import { BuyerOnly, CurrentBuyer, ZodValidationPipe } from '@atelier/platform';
import type { z } from 'zod';
import { ClaimsService } from './claims.service.js';

const tokenPipe = new ZodValidationPipe(claimTokenParamSchema, 'token (the claim link)');

/**
 * The claim page's calls. The signed link (texted to the winner's phone) names the claim, is
 * checked here, and is used once; it shows the claim to whoever holds it, but paying needs the
 * winner too: a verified buyer (the gateway's assertion, checked again here) who is the claim's
 * buyer. On another device the winner verifies their phone there first (a texted code).
 */
@Controller('api/claims')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get('mine')
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  mine(@CurrentBuyer() buyerId: string) {
    return this.claims.mine(buyerId);
  }

  @Get(':token')
  @Header('cache-control', 'no-store')
  view(@Param('token', tokenPipe) token: string) {
    return this.claims.view(token);
  }

  /** A used link opened again by its winner: the order it made, to go to its confirmation page. */
  @Get(':token/order')
  @BuyerOnly()
  @Header('cache-control', 'no-store')
  order(@Param('token', tokenPipe) token: string, @CurrentBuyer() buyerId: string) {
    return this.claims.order(token, buyerId);
  }

  /** The winner's delivery address: what the claim charges there, sales tax included. */
  @Post(':token/tax')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  quoteTax(
    @Param('token', tokenPipe) token: string,
    @CurrentBuyer() buyerId: string,
    @Body(new ZodValidationPipe(claimTaxInputSchema)) input: z.infer<typeof claimTaxInputSchema>,
  ) {
    return this.claims.quoteTax(token, buyerId, input.shippingAddress);
  }

  @Post(':token/pay')
  @BuyerOnly()
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  pay(
    @Param('token', tokenPipe) token: string,
    @CurrentBuyer() buyerId: string,
    @Body(new ZodValidationPipe(checkoutFormSchema)) form: CheckoutForm,
  ) {
    return this.claims.pay(token, buyerId, form);
  }
}
