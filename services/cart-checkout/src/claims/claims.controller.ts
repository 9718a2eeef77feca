import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { type CheckoutForm, checkoutFormSchema, claimTokenParamSchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import { ClaimsService } from './claims.service.js';

const tokenPipe = new ZodValidationPipe(claimTokenParamSchema, 'token (the claim link)');

/**
 * The claim page's calls. The signed link is the credential (it was texted to the verified buyer's
 * phone, which may not be the browser they bid from); it is checked here, and used once.
 */
@Controller('api/claims')
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Get(':token')
  @Header('cache-control', 'no-store')
  view(@Param('token', tokenPipe) token: string) {
    return this.claims.view(token);
  }

  @Post(':token/pay')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  pay(
    @Param('token', tokenPipe) token: string,
    @Body(new ZodValidationPipe(checkoutFormSchema)) form: CheckoutForm,
  ) {
    return this.claims.pay(token, form);
  }
}
