import {
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  NotFoundException,
  Post,
} from '@nestjs/common';
import { simulatedCardConfirmSchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';
import type { z } from 'zod';
import { FulfilmentService } from '../fulfilment/fulfilment.service.js';
import { PAYMENT_PROVIDER } from '../tokens.js';
import type { PaymentProvider } from './payment-provider.js';
import { SimulatedPaymentProvider } from './simulated-payment-provider.js';

/**
 * The simulated provider's card confirmation (the web's labelled test-card form). Refused when the
 * store runs with Stripe. A success is fulfilled at once, as Stripe's webhook would.
 */
@Controller('api/checkout/simulated')
export class SimulatedPaymentsController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly fulfilment: FulfilmentService,
  ) {}

  @Post('confirm')
  @HttpCode(200)
  async confirm(
    @Body(new ZodValidationPipe(simulatedCardConfirmSchema))
    input: z.infer<typeof simulatedCardConfirmSchema>,
  ) {
    if (!(this.provider instanceof SimulatedPaymentProvider))
      throw new NotFoundException('Test payments are off: this store takes real cards');
    const result = await this.provider.confirm(input.clientSecret, input.cardNumber);
    if (result.outcome === 'unknown') throw new NotFoundException('No such payment');
    if (result.outcome === 'declined') throw new HttpException(result.message, HttpStatus.PAYMENT_REQUIRED);
    const fulfilment = await this.fulfilment.fulfil(result.paymentIntentId);
    return { status: 'succeeded', paymentIntentId: result.paymentIntentId, fulfilment: fulfilment.state };
  }
}
