import { Controller, Get, Header, Param } from '@nestjs/common';
import { confirmationTokenSchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import { PaymentCompletionService } from './payment-completion.service.js';

/**
 * The order confirmation (/orders/{token} in the web app), for the buyer's browser after paying and
 * for the link in the provider's receipt. The token is the only key.
 */
@Controller('api/order-confirmations')
export class OrderConfirmationsController {
  constructor(private readonly completion: PaymentCompletionService) {}

  @Get(':token')
  @Header('Cache-Control', 'private, no-store')
  byToken(@Param('token', new ZodValidationPipe(confirmationTokenSchema, 'token')) token: string) {
    return this.completion.confirmationByToken(token);
  }
}
